import type { AiPendingAction } from '@worksphere/contracts';
import { createContext, useContext } from 'react';

/**
 * How a confirmation card tells the open conversation that its action changed (the answer of
 * the press); the conversation's state lives in useAiSession. Outside the panel: nothing.
 */
export const AiActionUpdatesContext = createContext<(action: AiPendingAction) => void>(() => {});

export const useAiActionUpdates = () => useContext(AiActionUpdatesContext);
