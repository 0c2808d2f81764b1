import * as Y from 'yjs';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import type { DbExecutor } from '../../../platform/db/database.js';
import { findVisibleNote } from '../notes.repo.js';
import * as repo from './note-collab.repo.js';

export { NOTE_COLLAB_PREFIX } from './note-collab.forget.js';

/**
 * Notes written together: whoever may see a note may write its text (a shared note, every
 * member of its organisation; a private one, its author only), checked on opening and again on
 * every change, so a note made private cuts the others off.
 */
export function createNoteCollab(db: DbExecutor) {
  const viewerOf = (session: SessionContext) => ({
    organizationId: session.organizationId,
    userId: session.userId,
  });

  async function mayWrite(session: SessionContext, noteId: string) {
    return Boolean(await findVisibleNote(db, viewerOf(session), noteId));
  }

  /** The shared document, from its stored state, or first from the note's saved HTML. */
  async function load(organizationId: string, noteId: string): Promise<Y.Doc> {
    const doc = new Y.Doc();
    let stored = await repo.findNoteState(db, organizationId, noteId);
    if (!stored) {
      const content = await repo.findNoteContent(db, organizationId, noteId);
      if (content === undefined) return doc;
      const { yDocFromNoteHtml } = await import('./note-collab.html.js');
      const seeded = yDocFromNoteHtml(content);
      // A state another process stored meanwhile wins: both opening first makes one text.
      await repo.storeNoteState(
        db,
        { organizationId, noteId, state: Buffer.from(Y.encodeStateAsUpdate(seeded)) },
        true,
      );
      stored = await repo.findNoteState(db, organizationId, noteId);
    }
    if (stored) Y.applyUpdate(doc, new Uint8Array(stored.state));
    return doc;
  }

  /** The state stored (merged), and the note's HTML written from the document. */
  async function store(organizationId: string, noteId: string, doc: Y.Doc, state: Buffer) {
    await repo.storeNoteState(db, { organizationId, noteId, state });
    const { noteHtmlFromYDoc } = await import('./note-collab.html.js');
    await repo.writeNoteContent(db, organizationId, noteId, noteHtmlFromYDoc(doc));
  }

  return { mayWrite, load, store };
}

export type NoteCollab = ReturnType<typeof createNoteCollab>;
