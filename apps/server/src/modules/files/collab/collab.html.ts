// The editor's schema and its page rules are the browser's own modules (the same extension list
// and the same page splitting), so the HTML written here is what the editor itself would save.
import { getSchema, type Extensions, type JSONContent } from '@tiptap/core';
import { generateHTML, generateJSON } from '@tiptap/html/server';
import { prosemirrorJSONToYDoc, yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import type { PaperSize } from '@worksphere/contracts';
import { Window } from 'happy-dom';
import type * as Y from 'yjs';
import {
  acceptedContent,
  addInjectedStyle,
  createEditorExtensions,
  fromEditorHtml,
  savedMode,
  toEditorHtml,
  type EditorMode,
  type HtmlDocument,
} from '@worksphere/web/editor-schema';

/** The Y.XmlFragment the editor binds to (TipTap Collaboration's default field). */
export const COLLAB_FIELD = 'default';
/** The Y.Map of what all editors share besides the text: the mode and the paper. */
export const COLLAB_META = 'meta';

let extensions: Extensions | undefined;
function editorExtensions(): Extensions {
  extensions ??= createEditorExtensions({ onRenamePlaceholder: () => undefined });
  return extensions;
}

let window: Window | undefined;
function htmlDocument(): HtmlDocument {
  window ??= new Window();
  return window.document;
}

/** A new shared document holding this saved HTML, in the mode it was saved in. */
export function yDocFromHtml(content: string, paperSize: PaperSize): Y.Doc {
  const mode = savedMode(content);
  const json = generateJSON(toEditorHtml(content, mode, htmlDocument()), editorExtensions());
  const doc = prosemirrorJSONToYDoc(getSchema(editorExtensions()), json, COLLAB_FIELD);
  const meta = doc.getMap(COLLAB_META);
  meta.set('mode', mode);
  meta.set('paperSize', paperSize);
  return doc;
}

export type SharedContent = { html: string; paperSize: PaperSize | undefined };

/** The HTML to save from a shared document, as the editor saves it (style block in front). */
export function htmlFromYDoc(doc: Y.Doc): SharedContent {
  const meta = doc.getMap(COLLAB_META);
  const mode: EditorMode = meta.get('mode') === 'page' ? 'page' : 'continuous';
  const paper = meta.get('paperSize');
  const paperSize = paper === 'a4' || paper === 'letter' ? paper : undefined;
  // Saved, exported and kept as versions without comment anchors, suggestions not applied.
  const json = acceptedContent(
    yXmlFragmentToProsemirrorJSON(doc.getXmlFragment(COLLAB_FIELD)) as JSONContent,
  );
  const editorHtml = json.content?.length ? generateHTML(json, editorExtensions()) : '';
  return {
    html: addInjectedStyle(fromEditorHtml(editorHtml, mode, htmlDocument()), paperSize),
    paperSize,
  };
}
