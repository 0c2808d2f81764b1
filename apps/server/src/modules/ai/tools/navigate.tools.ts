import { AI_NAVIGATE_PATHS } from '@worksphere/contracts';
import { z } from 'zod';
import type { AiServices } from '../ai.services.js';
import { defineTool, type AiTool } from './tool.js';

export function navigateTools(_services: AiServices): AiTool[] {
  return [
    defineTool({
      name: 'navigate',
      risk: 'none',
      untrustedContent: false,
      description: 'Open a screen of the app for the user once the answer arrives.',
      parameters: z.object({ path: z.enum(AI_NAVIGATE_PATHS) }),
      async run({ setUiUpdate }, args) {
        setUiUpdate({ type: 'navigate', payload: { path: args.path } });
        return { navigatingTo: args.path };
      },
    }),
  ];
}
