// What the server needs of the rich-text editor to read and write notes written together (the
// collaboration server in apps/server): the same extension list, so the same schema. Served to it
// as `@worksphere/web/rich-text-schema`; its types for the server are richTextSchema.server.d.ts.
import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';

/**
 * The rich-text editor's own nodes and marks (bold, italic, lists, links): no headings, code
 * blocks or rules. Written together, the history is the collaboration's (each editor undoes
 * their own changes), not StarterKit's.
 */
export function createRichTextExtensions(options: { collaborative?: boolean } = {}): Extensions {
  return [
    StarterKit.configure({
      heading: false,
      codeBlock: false,
      horizontalRule: false,
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      ...(options.collaborative ? { undoRedo: false as const } : {}),
    }),
  ];
}
