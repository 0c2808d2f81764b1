/** Where the co-editing WebSocket is served, on the app's own HTTP server. */
export const COLLAB_PATH = '/api/collab';
/** A document's name on it: the prefix and the file entry's id. */
export const COLLAB_DOCUMENT_PREFIX = 'document:';
