import { getHTMLFromFragment, type Editor } from '@tiptap/core';
import { acceptedContent, hasReviewMarks } from './acceptedContent';

/** The editor's HTML as it is saved and exported: suggestions not applied, no comment anchors. */
export function acceptedHtml(editor: Editor): string {
  const json = editor.getJSON();
  if (!hasReviewMarks(json)) return editor.getHTML();
  const doc = editor.schema.nodeFromJSON(acceptedContent(json));
  return getHTMLFromFragment(doc.content, editor.schema);
}
