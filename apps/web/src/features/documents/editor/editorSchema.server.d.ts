// The server's view of editorSchema.ts (see there). Keep in step with it: a change of signature
// there is a change here.
import type { Extensions, JSONContent } from '@tiptap/core';
import type { PaperSize } from '@worksphere/contracts';

export type EditorMode = 'continuous' | 'page';
/** A DOM document to parse with (the server's happy-dom one). */
export type HtmlDocument = { createElement(tagName: string): unknown };

export declare function createEditorExtensions(options: {
  onRenamePlaceholder: (current: string, apply: (name: string) => void) => void;
  collaborative?: boolean;
}): Extensions;
export declare function addInjectedStyle(html: string, paperSize?: PaperSize): string;
export declare function fromEditorHtml(
  editorHtml: string,
  mode: EditorMode,
  dom?: HtmlDocument,
): string;
export declare function savedMode(content: string): EditorMode;
export declare function toEditorHtml(content: string, mode: EditorMode, dom?: HtmlDocument): string;
/** The document without comment anchors and with suggestions not applied (review/acceptedContent.ts). */
export declare function acceptedContent(json: JSONContent): JSONContent;
