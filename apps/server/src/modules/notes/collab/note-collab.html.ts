// The rich-text editor's schema is the browser's own extension list, so the HTML written here is
// what the note editor itself would save.
import { getSchema, type Extensions, type JSONContent } from '@tiptap/core';
import { generateHTML, generateJSON } from '@tiptap/html/server';
import { prosemirrorJSONToYDoc, yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { createRichTextExtensions } from '@worksphere/web/rich-text-schema';
import type * as Y from 'yjs';
import { sanitizeRichText } from '../../../platform/rich-text.js';

/** The Y.XmlFragment the editor binds to (TipTap Collaboration's default field). */
export const NOTE_COLLAB_FIELD = 'default';

let extensions: Extensions | undefined;
function richTextExtensions(): Extensions {
  extensions ??= createRichTextExtensions();
  return extensions;
}

/** A new shared document holding this note's saved HTML. */
export function yDocFromNoteHtml(content: string): Y.Doc {
  const json = generateJSON(content || '<p></p>', richTextExtensions());
  return prosemirrorJSONToYDoc(getSchema(richTextExtensions()), json, NOTE_COLLAB_FIELD);
}

/** The note's HTML from its shared document ('' when it holds no text), sanitised as saved. */
export function noteHtmlFromYDoc(doc: Y.Doc): string {
  const json = yXmlFragmentToProsemirrorJSON(doc.getXmlFragment(NOTE_COLLAB_FIELD)) as JSONContent;
  const hasText = (json.content ?? []).some(
    (node) => (node.content?.length ?? 0) > 0 || node.type !== 'paragraph',
  );
  return hasText ? sanitizeRichText(generateHTML(json, richTextExtensions())) : '';
}
