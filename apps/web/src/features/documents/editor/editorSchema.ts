// What the server needs of the editor to read and write documents written together (the
// collaboration server in apps/server): the same extension list, so the same schema, and the
// same page rules. Served to it as `@worksphere/web/editor-schema`; its types for the server are
// editorSchema.server.d.ts (the server does not compile the browser's DOM code).
export { createEditorExtensions } from './editorExtensions';
export { addInjectedStyle, fromEditorHtml, savedMode, toEditorHtml } from './pageContent';
export type { EditorMode } from './pageContent';
export { acceptedContent } from './review/acceptedContent';
