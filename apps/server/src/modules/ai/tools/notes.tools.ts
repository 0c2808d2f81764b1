import {
  AI_ACTION_DETAIL_LABELS,
  AI_ACTION_TITLES,
  createNoteRequestSchema,
  listNotesQuerySchema,
  updateNoteRequestSchema,
  type Note,
} from '@worksphere/contracts';
import { z } from 'zod';
import type { AiServices } from '../ai.services.js';
import { escapeHtml } from './tasks.tools.js';
import { defineTool, plainExcerpt, type AiTool } from './tool.js';

const present = (note: Note) => ({
  id: note.id,
  title: note.title,
  excerpt: plainExcerpt(note.content),
  shared: note.isOrganization,
  updatedAt: note.updatedAt,
});

/** Plain text as the rich-text HTML notes store: one paragraph per line. */
const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

export function noteTools({ notes }: AiServices): AiTool[] {
  return [
    defineTool({
      name: 'find_notes',
      risk: 'none',
      untrustedContent: true,
      description: 'Find notes the user may see (their own and shared ones) by words.',
      parameters: z.object({
        query: z.string().max(200).optional(),
        limit: z.number().int().min(1).max(50).default(20),
      }),
      async run({ session }, args) {
        const filters = listNotesQuerySchema.parse({ q: args.query, limit: String(args.limit) });
        const page = await notes.listNotes(session, filters);
        return { notes: page.notes.map(present), total: page.total };
      },
    }),
    defineTool({
      name: 'create_note',
      risk: 'none',
      untrustedContent: false,
      description: 'Write a note (private unless shared with the organisation).',
      parameters: z.object({
        title: z.string().min(1).max(500),
        content: z.string().max(20_000).default(''),
        shared: z.boolean().default(false),
      }),
      async run({ session, recordChange }, args) {
        const input = createNoteRequestSchema.parse({
          title: args.title,
          content: args.content ? paragraphs(args.content) : '',
          isOrganization: args.shared,
        });
        const note = await notes.createNote(session, input);
        recordChange({ action: 'created', entity: 'note', id: note.id, title: note.title });
        return { note: present(note) };
      },
    }),
    defineTool({
      name: 'update_note',
      risk: 'confirm',
      untrustedContent: false,
      description: "Change the title or replace the text of one of the user's own notes.",
      parameters: z.object({
        noteId: z.string(),
        title: z.string().min(1).max(500).optional(),
        content: z.string().max(20_000).optional(),
      }),
      // Notes keep no earlier versions: replaced text cannot be brought back.
      describeAction: (args) => ({
        title: AI_ACTION_TITLES.update_note,
        details: [
          ...(args.title !== undefined
            ? [{ label: AI_ACTION_DETAIL_LABELS.newTitle, value: args.title }]
            : []),
          ...(args.content !== undefined
            ? [{ label: AI_ACTION_DETAIL_LABELS.newText, value: args.content }]
            : []),
        ],
      }),
      async run({ session, recordChange }, args) {
        const input = updateNoteRequestSchema.parse({
          title: args.title,
          content: args.content === undefined ? undefined : paragraphs(args.content),
        });
        const note = await notes.updateNote(session, args.noteId, input);
        recordChange({ action: 'updated', entity: 'note', id: note.id, title: note.title });
        return { note: present(note) };
      },
    }),
  ];
}
