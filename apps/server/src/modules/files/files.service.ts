import {
  ALLOWED_IMAGE_TYPES,
  DOCUMENT_EXTENSION,
  DEFAULT_PAPER_SIZE,
  DOCUMENT_PINNED_VERSIONS_KEPT,
  DOCUMENT_VERSIONS_KEPT,
  FILE_MESSAGES,
  FILE_SEARCH_LIMIT,
  IMAGES_FOLDER,
  isId,
  joinPath,
  PAGE_BREAK_MARKER,
  splitPath,
  type BrowseResponse,
  type DocumentVersion,
  type FileDocument,
  type FileEntry,
  type PaperSize,
  type SaveDocumentInput,
  type TrashItem,
  type UsageResponse,
  type VersionsResponse,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import { hasPermission, type SessionContext } from '../../platform/auth/session-context.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError, forbidden, isUniqueViolation, messageError } from '../../platform/errors.js';
import { sanitizeDocumentHtml } from '../../platform/rich-text.js';
import { documentTextLength, isDestructiveSave } from './document-text.js';
import { recordAuditEvent } from '../audit/audit.record.js';
import * as collabRepo from './collab/collab.repo.js';
import * as repo from './files.repo.js';
import * as storage from './files.storage.js';

const notFound = (message: string) => new AppError('NOT_FOUND', message);

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp)$/i;
/** How many " (n)" a taken upload name may try before giving up. */
const MAX_NAME_SUFFIX = 100;

/** The public address of an image of the images folder (spec 2 §2). */
export function imageUrl(organizationId: string, name: string) {
  return `/api/uploads/${organizationId}/${IMAGES_FOLDER}/${encodeURIComponent(name)}`;
}

/** An entry row as every answer gives it. */
export function presentEntry(entry: repo.EntryRow): FileEntry {
  return {
    name: entry.name,
    path: joinPath(entry.folder, entry.name),
    folder: entry.folder,
    kind: entry.kind,
    size: entry.size,
    modified: entry.modifiedAt.toISOString(),
    version: entry.kind === 'document' ? (entry.version ?? 1) : null,
    mimetype: entry.mimetype,
    url:
      entry.kind === 'image' && entry.folder.toLowerCase() === IMAGES_FOLDER
        ? imageUrl(entry.organizationId, entry.name)
        : null,
  };
}

/** A document entry with its content, as the editor opens it. */
function presentDocument(entry: repo.EntryRow, content: string): FileDocument {
  return {
    ...presentEntry(entry),
    id: entry.id,
    version: entry.version ?? 1,
    content,
    paperSize: entry.paperSize ?? DEFAULT_PAPER_SIZE,
  };
}

function presentTrashItem({
  item,
  deletedBy,
}: {
  item: repo.TrashRow;
  deletedBy: repo.PersonRow | null;
}): TrashItem {
  return {
    id: item.id,
    name: item.name,
    kind: item.kind,
    folder: item.folder,
    size: item.size,
    deletedAt: item.deletedAt.toISOString(),
    deletedBy: deletedBy?.id ? deletedBy : null,
  };
}

function presentVersion(row: {
  version: number;
  size: number;
  savedAt: Date;
  keptBeforeDeletion: boolean;
  savedBy: repo.PersonRow | null;
}): DocumentVersion {
  return {
    version: row.version,
    size: row.size,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedBy?.id ? row.savedBy : null,
    keptBeforeDeletion: row.keptBeforeDeletion,
  };
}

/** " (2)" before the ending: "photo.png" → "photo (2).png". */
function numberedName(name: string, number: number) {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${number})${name.slice(dot)}` : `${name} (${number})`;
}

/**
 * A folder that exists (the root, or a live folder entry), as stored: paths compare without
 * case, and what is written takes the folders' own spelling.
 */
async function resolveFolder(db: DbExecutor, organizationId: string, folder: string) {
  if (folder === '') return '';
  const { folder: parent, name } = splitPath(folder);
  const entry = await repo.findEntry(db, organizationId, parent, name);
  if (!entry) throw notFound(FILE_MESSAGES.folderNotFound);
  if (entry.kind !== 'folder') throw new AppError('BAD_REQUEST', FILE_MESSAGES.notAFolder);
  return joinPath(entry.folder, entry.name);
}

/** Create the folders of `folder` that are missing (restore, the images folder); its stored path. */
async function ensureFolder(
  db: DbExecutor,
  session: SessionContext,
  folder: string,
): Promise<string> {
  if (folder === '') return '';
  const { folder: requestedParent, name } = splitPath(folder);
  const parent = await ensureFolder(db, session, requestedParent);
  const entry = await repo.findEntry(db, session.organizationId, parent, name);
  if (entry?.kind === 'folder') return joinPath(entry.folder, entry.name);
  if (entry) throw new AppError('BAD_REQUEST', FILE_MESSAGES.notAFolder);
  await repo.insertEntry(db, {
    organizationId: session.organizationId,
    folder: parent,
    name,
    kind: 'folder',
    createdBy: session.userId,
    updatedBy: session.userId,
  });
  return joinPath(parent, name);
}

/** The live entry at `path`, or 404 with `message`. */
async function entryAt(
  db: DbExecutor,
  organizationId: string,
  path: string,
  message: string = FILE_MESSAGES.fileNotFound,
) {
  const { folder, name } = splitPath(path);
  const entry = await repo.findEntry(db, organizationId, folder, name);
  if (!entry) throw notFound(message);
  return entry;
}

/** A name not yet taken in the folder: the name itself, else "name (2)", "(3)"... */
async function freeName(db: DbExecutor, organizationId: string, folder: string, name: string) {
  for (let number = 1; number <= MAX_NAME_SUFFIX; number += 1) {
    const candidate = number === 1 ? name : numberedName(name, number);
    if (!(await repo.findEntry(db, organizationId, folder, candidate))) return candidate;
  }
  throw messageError('CONFLICT', FILE_MESSAGES.nameTaken, name);
}

/** Run a write; a name taken meanwhile (unique index) answers 409 with `message`. */
async function refusingTakenNames<T>(refusal: () => AppError, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}

/** Changing the file manager needs documents:edit; browsing, opening and downloading do not. */
export function assertCanEdit(session: SessionContext) {
  if (!hasPermission(session, 'documents:edit')) throw forbidden(FILE_MESSAGES.editForbidden);
}

/** Deleting for good (one trash item or the whole trash) is for admins only. */
function assertCanPurge(session: SessionContext) {
  if (session.role !== 'ADMIN') throw forbidden(FILE_MESSAGES.purgeForbidden);
}

/** A received upload, checked by content, waiting for its entry. */
export type ReceivedUpload =
  | { kind: 'document'; name: string; content: string }
  | { kind: 'image' | 'file'; name: string; mimetype: string; blob: storage.ReceivedBlob };

/** The file manager of an organisation: folders, documents with versions, uploads, trash. */
export function createFilesService({ db, config }: AppDeps) {
  const { uploadsDir, storageQuotaBytes } = config;
  const overQuota = () =>
    messageError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.quotaExceeded, storageQuotaBytes);

  /**
   * Run a write that stores bytes, holding the organisation's storage: when what is stored
   * afterwards passes the quota it throws, and the caller's transaction takes the write back.
   * `write` must not put bytes on disk before it returns (so a refusal leaves none).
   */
  async function withinQuota<T>(tx: DbExecutor, organizationId: string, write: () => Promise<T>) {
    await repo.lockStorage(tx, organizationId);
    const written = await write();
    if ((await repo.storedBytes(tx, organizationId)) > storageQuotaBytes) throw overQuota();
    return written;
  }

  /** Refuse early when `incomingBytes` more cannot fit (the exact check is in withinQuota). */
  async function assertRoomFor(session: SessionContext, incomingBytes: number) {
    const used = await repo.storedBytes(db, session.organizationId);
    if (used + incomingBytes > storageQuotaBytes) throw overQuota();
  }

  /** GET /filemanager/usage */
  async function usage(session: SessionContext): Promise<UsageResponse> {
    return {
      usedBytes: await repo.storedBytes(db, session.organizationId),
      quotaBytes: storageQuotaBytes,
    };
  }

  /** GET /filemanager/search: names containing `text` in any folder, the trash left out. */
  async function search(session: SessionContext, text: string): Promise<FileEntry[]> {
    const rows = await repo.searchEntries(db, session.organizationId, text, FILE_SEARCH_LIMIT);
    return rows.map(presentEntry);
  }

  /**
   * Before an upload's bytes are read: the caller may change files, and the organisation has
   * room left at all.
   */
  async function assertCanUpload(session: SessionContext) {
    assertCanEdit(session);
    await assertRoomFor(session, 1);
  }

  function cleanDocument(content: string) {
    const clean = sanitizeDocumentHtml(content, PAGE_BREAK_MARKER);
    if (Buffer.byteLength(clean) > config.documentLimitBytes) {
      throw messageError(
        'PAYLOAD_TOO_LARGE',
        FILE_MESSAGES.documentTooLarge,
        config.documentLimitBytes,
      );
    }
    return clean;
  }

  /** GET /filemanager/browse: the folder's entries. The images folder is empty until used. */
  async function browse(session: SessionContext, folder: string): Promise<BrowseResponse> {
    const { organizationId } = session;
    const stored =
      folder.toLowerCase() === IMAGES_FOLDER
        ? await resolveFolder(db, organizationId, folder).catch(() => IMAGES_FOLDER)
        : await resolveFolder(db, organizationId, folder);
    const rows = await repo.listFolder(db, organizationId, stored);
    return { folder: stored, files: rows.map(presentEntry) };
  }

  /** POST /filemanager/folder */
  async function createFolder(session: SessionContext, folder: string, name: string) {
    assertCanEdit(session);
    return db.transaction(async (tx) => {
      folder = await resolveFolder(tx, session.organizationId, folder);
      if (await repo.findEntry(tx, session.organizationId, folder, name)) {
        throw messageError('CONFLICT', FILE_MESSAGES.nameTaken, name);
      }
      const entry = await refusingTakenNames(
        () => messageError('CONFLICT', FILE_MESSAGES.nameTaken, name),
        () =>
          repo.insertEntry(tx, {
            organizationId: session.organizationId,
            folder,
            name,
            kind: 'folder',
            createdBy: session.userId,
            updatedBy: session.userId,
          }),
      );
      return presentEntry(entry);
    });
  }

  /** Create a document at version 1 (inside the caller's transaction). */
  async function insertDocument(
    tx: DbExecutor,
    session: SessionContext,
    folder: string,
    name: string,
    content: string,
    paperSize: PaperSize = DEFAULT_PAPER_SIZE,
  ) {
    const entry = await repo.insertEntry(tx, {
      organizationId: session.organizationId,
      folder,
      name,
      kind: 'document',
      size: Buffer.byteLength(content),
      version: 1,
      paperSize,
      createdBy: session.userId,
      updatedBy: session.userId,
    });
    await repo.insertVersion(tx, {
      organizationId: session.organizationId,
      entryId: entry.id,
      version: 1,
      content,
      size: entry.size,
      textLength: documentTextLength(content),
      savedBy: session.userId,
    });
    return entry;
  }

  /**
   * A new version of a document, if it is still at `expectedVersion`; else 409, nothing written.
   * A save that removes most of the text first pins the version before it, so what was wiped
   * (a select-all and a keystroke, a bad paste) stays restorable however many saves follow.
   */
  async function writeVersion(
    tx: DbExecutor,
    session: SessionContext,
    entry: repo.EntryRow,
    expectedVersion: number,
    content: string,
    paperSize?: PaperSize,
  ) {
    const size = Buffer.byteLength(content);
    const saved = await repo.bumpDocumentVersion(tx, entry.id, expectedVersion, {
      size,
      updatedBy: session.userId,
      ...(paperSize ? { paperSize } : {}),
    });
    if (!saved) throw messageError('CONFLICT', FILE_MESSAGES.staleSave, entry.version ?? 1);
    const textLength = documentTextLength(content);
    const textBefore = await previousTextLength(tx, entry.id, expectedVersion);
    if (isDestructiveSave(textBefore, textLength)) {
      await repo.pinVersion(tx, entry.id, expectedVersion);
    }
    await repo.insertVersion(tx, {
      organizationId: session.organizationId,
      entryId: entry.id,
      version: saved.version!,
      content,
      size,
      textLength,
      savedBy: session.userId,
    });
    await repo.pruneVersions(
      tx,
      entry.id,
      saved.version!,
      DOCUMENT_VERSIONS_KEPT,
      DOCUMENT_PINNED_VERSIONS_KEPT,
    );
    return saved;
  }

  /** The text length of the version a save replaces (measured now if it was saved unmeasured). */
  async function previousTextLength(tx: DbExecutor, entryId: string, version: number) {
    const row = await repo.findVersionTextLength(tx, entryId, version);
    if (!row) return 0;
    if (row.textLength !== null) return row.textLength;
    const old = await repo.findVersion(tx, entryId, version);
    return old ? documentTextLength(old.content) : 0;
  }

  /** PUT /filemanager/document: create, or overwrite the version the editor opened. */
  async function saveDocument(
    session: SessionContext,
    input: SaveDocumentInput,
  ): Promise<{ document: FileDocument; created: boolean }> {
    assertCanEdit(session);
    const content = cleanDocument(input.content);
    const { organizationId } = session;
    return db.transaction(async (tx) => {
      await repo.lockStorage(tx, organizationId);
      const folder = await resolveFolder(tx, organizationId, input.folder);
      const existing = await repo.findEntry(tx, organizationId, folder, input.name);
      if (input.expectedVersion === null) {
        if (existing) throw messageError('CONFLICT', FILE_MESSAGES.documentExists, input.name);
        const entry = await withinQuota(tx, organizationId, () =>
          refusingTakenNames(
            () => messageError('CONFLICT', FILE_MESSAGES.documentExists, input.name),
            () => insertDocument(tx, session, folder, input.name, content, input.paperSize),
          ),
        );
        return { document: presentDocument(entry, content), created: true };
      }
      if (existing?.kind !== 'document') throw notFound(FILE_MESSAGES.documentNotFound);
      if (existing.version !== input.expectedVersion) {
        throw messageError('CONFLICT', FILE_MESSAGES.staleSave, existing.version ?? 1);
      }
      const expectedVersion = input.expectedVersion;
      const saved = await withinQuota(tx, organizationId, () =>
        writeVersion(tx, session, existing, expectedVersion, content, input.paperSize),
      );
      // Saved whole, not through co-editing: the next editor starts again from this HTML.
      await collabRepo.deleteState(tx, organizationId, existing.id);
      return { document: presentDocument(saved, content), created: false };
    });
  }

  /**
   * The HTML written from a document's shared (co-editing) state: a new version when `asVersion`
   * (on schedule or asked for), else the current version rewritten, so the versions list holds
   * snapshots rather than one row per pause in typing. False when the document is gone.
   */
  async function writeSharedContent(
    organizationId: string,
    entryId: string,
    userId: string,
    input: { html: string; paperSize?: PaperSize; asVersion: boolean; isAsked?: boolean },
  ): Promise<boolean> {
    const content = cleanDocument(input.html);
    const writer = { organizationId, userId } as SessionContext;
    return db.transaction(async (tx) => {
      await repo.lockStorage(tx, organizationId);
      const entry = await collabRepo.findLiveDocument(tx, organizationId, entryId);
      if (!entry) return false;
      const version = entry.version ?? 1;
      const current = await repo.findVersion(tx, entry.id, version);
      const paperChanged = input.paperSize !== undefined && input.paperSize !== entry.paperSize;
      // Asked for, a version is kept even when nothing changed: the one that was being rewritten
      // stays as it is, and later changes go into the new one.
      if (current?.content === content && !paperChanged && !input.isAsked) return true;
      await withinQuota(tx, organizationId, async () => {
        if (input.asVersion || !current) {
          await writeVersion(tx, writer, entry, version, content, input.paperSize);
          return;
        }
        const size = Buffer.byteLength(content);
        await collabRepo.rewriteVersion(tx, entry.id, version, {
          content,
          size,
          textLength: documentTextLength(content),
          savedBy: userId,
        });
        await repo.updateEntry(tx, entry.id, {
          size,
          updatedBy: userId,
          ...(input.paperSize ? { paperSize: input.paperSize } : {}),
        });
      });
      return true;
    });
  }

  /** A document's current content by id (co-editing starts from it); '' when it has none. */
  async function openDocumentById(organizationId: string, entryId: string) {
    const entry = await collabRepo.findLiveDocument(db, organizationId, entryId);
    if (!entry) throw notFound(FILE_MESSAGES.documentNotFound);
    const version = await repo.findVersion(db, entry.id, entry.version ?? 1);
    return { content: version?.content ?? '' };
  }

  /** GET /filemanager/document: the current content, to open in the editor. */
  async function openDocument(session: SessionContext, path: string): Promise<FileDocument> {
    const entry = await entryAt(db, session.organizationId, path, FILE_MESSAGES.documentNotFound);
    if (entry.kind !== 'document') throw new AppError('BAD_REQUEST', FILE_MESSAGES.notADocument);
    const version = await repo.findVersion(db, entry.id, entry.version ?? 1);
    return presentDocument(entry, version?.content ?? '');
  }

  /** POST /filemanager/rename: same folder, new name (a document keeps its .html). */
  async function renameEntry(session: SessionContext, path: string, requestedName: string) {
    assertCanEdit(session);
    const { organizationId } = session;
    return db.transaction(async (tx) => {
      const entry = await entryAt(tx, organizationId, path);
      const name =
        entry.kind === 'document' && !requestedName.toLowerCase().endsWith(DOCUMENT_EXTENSION)
          ? `${requestedName}${DOCUMENT_EXTENSION}`
          : requestedName;
      const other = await repo.findEntry(tx, organizationId, entry.folder, name);
      if (other && other.id !== entry.id)
        throw messageError('CONFLICT', FILE_MESSAGES.nameTaken, name);
      const renamed = await refusingTakenNames(
        () => messageError('CONFLICT', FILE_MESSAGES.nameTaken, name),
        () => repo.updateEntry(tx, entry.id, { name, updatedBy: session.userId }),
      );
      if (entry.kind === 'folder') {
        const from = joinPath(entry.folder, entry.name);
        await repo.moveDescendants(tx, organizationId, from, joinPath(entry.folder, name));
      }
      return presentEntry(renamed);
    });
  }

  /** POST /filemanager/move: same name, another folder (never into itself). */
  async function moveEntry(session: SessionContext, path: string, toFolder: string) {
    assertCanEdit(session);
    const { organizationId } = session;
    return db.transaction(async (tx) => {
      const entry = await entryAt(tx, organizationId, path);
      const from = joinPath(entry.folder, entry.name);
      const target = toFolder.toLowerCase();
      if (
        entry.kind === 'folder' &&
        (target === from.toLowerCase() || target.startsWith(`${from.toLowerCase()}/`))
      ) {
        throw new AppError('BAD_REQUEST', FILE_MESSAGES.moveIntoItself);
      }
      toFolder = await resolveFolder(tx, organizationId, toFolder);
      if (toFolder === entry.folder) return presentEntry(entry);
      if (await repo.findEntry(tx, organizationId, toFolder, entry.name)) {
        throw messageError('CONFLICT', FILE_MESSAGES.nameTaken, entry.name);
      }
      const moved = await refusingTakenNames(
        () => messageError('CONFLICT', FILE_MESSAGES.nameTaken, entry.name),
        () => repo.updateEntry(tx, entry.id, { folder: toFolder, updatedBy: session.userId }),
      );
      if (entry.kind === 'folder') {
        await repo.moveDescendants(tx, organizationId, from, joinPath(toFolder, entry.name));
      }
      return presentEntry(moved);
    });
  }

  /** POST /filemanager/delete: to the trash, a folder with everything in it. */
  async function deleteEntry(session: SessionContext, path: string): Promise<TrashItem> {
    assertCanEdit(session);
    return db.transaction(async (tx) => {
      const entry = await entryAt(tx, session.organizationId, path);
      const item = await repo.trashEntry(
        tx,
        entry,
        joinPath(entry.folder, entry.name),
        session.userId,
      );
      await recordAuditEvent(tx, {
        organizationId: session.organizationId,
        actorUserId: session.userId,
        action: 'document.deleted',
        target: { type: entry.kind, id: entry.id, label: joinPath(entry.folder, entry.name) },
        details: { to: 'trash' },
      });
      const found = await repo.findTrashItem(tx, session.organizationId, item.id);
      return presentTrashItem(found!);
    });
  }

  /** GET /filemanager/trash */
  async function listTrash(session: SessionContext): Promise<TrashItem[]> {
    return (await repo.listTrash(db, session.organizationId)).map(presentTrashItem);
  }

  /** POST /filemanager/trash/{id}/restore: back where it was, its folders made again if gone. */
  async function restoreTrashItem(session: SessionContext, trashId: string) {
    assertCanEdit(session);
    const { organizationId } = session;
    return db.transaction(async (tx) => {
      const found = isId(trashId)
        ? await repo.findTrashItem(tx, organizationId, trashId)
        : undefined;
      if (!found) throw notFound(FILE_MESSAGES.trashItemNotFound);
      const { item } = found;
      if (await repo.findEntry(tx, organizationId, item.folder, item.name)) {
        throw messageError('CONFLICT', FILE_MESSAGES.restoreFolderTaken, item.name);
      }
      await ensureFolder(tx, session, item.folder);
      await refusingTakenNames(
        () => messageError('CONFLICT', FILE_MESSAGES.restoreFolderTaken, item.name),
        () => repo.untrash(tx, item.id),
      );
      const entry = await repo.findEntry(tx, organizationId, item.folder, item.name);
      return presentEntry(entry!);
    });
  }

  /** DELETE /filemanager/trash/{id}: gone for good, bytes too (admins only). */
  async function purgeTrashItem(session: SessionContext, trashId: string) {
    assertCanPurge(session);
    const { organizationId } = session;
    const stored = await db.transaction(async (tx) => {
      const found = isId(trashId)
        ? await repo.findTrashItem(tx, organizationId, trashId)
        : undefined;
      if (!found) throw notFound(FILE_MESSAGES.trashItemNotFound);
      await recordAuditEvent(tx, {
        organizationId,
        actorUserId: session.userId,
        action: 'document.deleted',
        target: { type: 'trash_item', id: trashId, label: presentTrashItem(found).name },
        details: { to: 'purged' },
      });
      return repo.purgeTrashItem(tx, trashId);
    });
    await storage.removeBlobs(uploadsDir, organizationId, stored);
  }

  /** DELETE /filemanager/trash: everything in the trash gone for good (admins only). */
  async function emptyTrash(session: SessionContext) {
    assertCanPurge(session);
    const { organizationId } = session;
    const stored = await db.transaction(async (tx) => {
      await recordAuditEvent(tx, {
        organizationId,
        actorUserId: session.userId,
        action: 'document.deleted',
        target: { type: 'trash', id: null, label: null },
        details: { to: 'trash_emptied' },
      });
      return repo.purgeAllTrash(tx, organizationId);
    });
    await storage.removeBlobs(uploadsDir, organizationId, stored);
  }

  /** The live document at `path`, or 404. */
  async function documentAt(tx: DbExecutor, organizationId: string, path: string) {
    const entry = await entryAt(tx, organizationId, path, FILE_MESSAGES.documentNotFound);
    if (entry.kind !== 'document') throw notFound(FILE_MESSAGES.documentNotFound);
    return entry;
  }

  /** GET /filemanager/versions: the kept versions, newest first. */
  async function listVersions(session: SessionContext, path: string): Promise<VersionsResponse> {
    const entry = await documentAt(db, session.organizationId, path);
    const rows = await repo.listVersions(
      db,
      entry.id,
      DOCUMENT_VERSIONS_KEPT + DOCUMENT_PINNED_VERSIONS_KEPT,
    );
    return { path, currentVersion: entry.version ?? 1, versions: rows.map(presentVersion) };
  }

  /** GET /filemanager/version: one kept version with its content. */
  async function getVersion(session: SessionContext, path: string, version: number) {
    const entry = await documentAt(db, session.organizationId, path);
    const row = await repo.findVersion(db, entry.id, version);
    if (!row) throw notFound(FILE_MESSAGES.versionNotFound);
    return { ...presentVersion(row), content: row.content };
  }

  /** POST /filemanager/versions/restore: an old version's content saved as the newest. */
  async function restoreVersion(
    session: SessionContext,
    input: { path: string; version: number; expectedVersion: number },
  ): Promise<FileDocument> {
    assertCanEdit(session);
    return db.transaction(async (tx) => {
      await repo.lockStorage(tx, session.organizationId);
      const entry = await documentAt(tx, session.organizationId, input.path);
      const old = await repo.findVersion(tx, entry.id, input.version);
      if (!old) throw notFound(FILE_MESSAGES.versionNotFound);
      if (entry.version !== input.expectedVersion) {
        throw messageError('CONFLICT', FILE_MESSAGES.staleSave, entry.version ?? 1);
      }
      const saved = await withinQuota(tx, session.organizationId, () =>
        writeVersion(tx, session, entry, input.expectedVersion, old.content),
      );
      await collabRepo.deleteState(tx, session.organizationId, entry.id);
      return presentDocument(saved, old.content);
    });
  }

  /**
   * Check an upload by its first bytes: images by content (an image name or the images
   * folder needs a real JPEG, PNG, GIF or WebP); anything else is a plain file.
   */
  async function classifyUpload(folder: string, name: string, head: Buffer) {
    const detected = await storage.detectType(head);
    const isImage = (ALLOWED_IMAGE_TYPES as readonly string[]).includes(detected ?? '');
    if (!isImage && (IMAGE_EXTENSION.test(name) || folder.toLowerCase() === IMAGES_FOLDER)) {
      throw messageError('VALIDATION_ERROR', FILE_MESSAGES.notAnImage, name);
    }
    return {
      kind: isImage ? ('image' as const) : ('file' as const),
      mimetype: detected ?? 'application/octet-stream',
    };
  }

  /** Store what an upload request received; answers the new entries. */
  async function storeUploads(
    session: SessionContext,
    folder: string,
    uploads: ReceivedUpload[],
  ): Promise<FileEntry[]> {
    assertCanEdit(session);
    const { organizationId } = session;
    // All of them must fit before any is stored; each is checked again as it is written.
    await assertRoomFor(
      session,
      uploads.reduce(
        (total, upload) =>
          total +
          (upload.kind === 'document' ? Buffer.byteLength(upload.content) : upload.blob.size),
        0,
      ),
    );
    const created: FileEntry[] = [];
    for (const upload of uploads) {
      const entry = await db.transaction(async (tx) => {
        await repo.lockStorage(tx, organizationId);
        const stored =
          folder.toLowerCase() === IMAGES_FOLDER
            ? await ensureFolder(tx, session, folder)
            : await resolveFolder(tx, organizationId, folder);
        const name = await freeName(tx, organizationId, stored, upload.name);
        if (upload.kind === 'document') {
          const content = cleanDocument(upload.content);
          return withinQuota(tx, organizationId, () =>
            insertDocument(tx, session, stored, name, content),
          );
        }
        const row = await withinQuota(tx, organizationId, () =>
          repo.insertEntry(tx, {
            organizationId,
            folder: stored,
            name,
            kind: upload.kind,
            size: upload.blob.size,
            mimetype: upload.mimetype,
            createdBy: session.userId,
            updatedBy: session.userId,
          }),
        );
        // Inside the transaction: a failed move leaves no entry without its bytes.
        await storage.storeReceived(uploadsDir, organizationId, row.id, upload.blob.tempPath);
        return row;
      });
      created.push(presentEntry(entry));
    }
    return created;
  }

  /** Save an export's bytes into the folder, replacing an earlier export of that name. */
  async function saveExport(
    session: SessionContext,
    folder: string,
    filename: string,
    mimetype: string,
    bytes: Buffer,
  ): Promise<FileEntry> {
    assertCanEdit(session);
    const { organizationId } = session;
    const entry = await db.transaction(async (tx) => {
      await repo.lockStorage(tx, organizationId);
      folder = await resolveFolder(tx, organizationId, folder);
      const existing = await repo.findEntry(tx, organizationId, folder, filename);
      const row = await withinQuota(tx, organizationId, async () =>
        existing?.kind === 'file'
          ? repo.updateEntry(tx, existing.id, {
              size: bytes.length,
              mimetype,
              updatedBy: session.userId,
            })
          : repo.insertEntry(tx, {
              organizationId,
              folder,
              name: await freeName(tx, organizationId, folder, filename),
              kind: 'file',
              size: bytes.length,
              mimetype,
              createdBy: session.userId,
              updatedBy: session.userId,
            }),
      );
      await storage.writeBlob(uploadsDir, organizationId, row.id, bytes);
      return row;
    });
    return presentEntry(entry);
  }

  /** Check that an export's folder exists before the work of rendering starts. */
  async function assertExportFolder(session: SessionContext, folder: string) {
    assertCanEdit(session);
    await resolveFolder(db, session.organizationId, folder);
    await assertRoomFor(session, 1);
  }

  /** The stored bytes of an entry to download (documents: their HTML). */
  async function download(session: SessionContext, path: string) {
    const entry = await entryAt(db, session.organizationId, path);
    if (entry.kind === 'folder') throw new AppError('BAD_REQUEST', FILE_MESSAGES.notADocument);
    if (entry.kind === 'document') {
      const document = await openDocument(session, path);
      return { entry, body: Buffer.from(document.content), size: document.size };
    }
    const opened = await storage.openBlob(uploadsDir, session.organizationId, entry.id);
    if (!opened) throw notFound(FILE_MESSAGES.fileNotFound);
    return { entry, body: opened.stream, size: opened.size };
  }

  /** An image of the images folder, for members of its organisation only (404 otherwise). */
  async function openImage(session: SessionContext, organizationId: string, name: string) {
    if (organizationId !== session.organizationId) throw notFound(FILE_MESSAGES.fileNotFound);
    const entry = await repo.findEntry(db, organizationId, IMAGES_FOLDER, name);
    if (entry?.kind !== 'image') throw notFound(FILE_MESSAGES.fileNotFound);
    const opened = await storage.openBlob(uploadsDir, organizationId, entry.id);
    if (!opened) throw notFound(FILE_MESSAGES.fileNotFound);
    return { entry, ...opened };
  }

  /** The bytes of an image of the caller's images folder (to inline into an export). */
  async function readImage(session: SessionContext, name: string) {
    const entry = await repo.findEntry(db, session.organizationId, IMAGES_FOLDER, name);
    if (entry?.kind !== 'image' || !entry.mimetype) return undefined;
    const bytes = await storage
      .readBlob(uploadsDir, session.organizationId, entry.id, config.uploadLimitBytes)
      .catch(() => undefined);
    return bytes ? { bytes, mimetype: entry.mimetype } : undefined;
  }

  return {
    browse,
    search,
    usage,
    assertCanUpload,
    createFolder,
    saveDocument,
    openDocument,
    renameEntry,
    moveEntry,
    deleteEntry,
    listTrash,
    restoreTrashItem,
    purgeTrashItem,
    emptyTrash,
    listVersions,
    getVersion,
    restoreVersion,
    classifyUpload,
    storeUploads,
    saveExport,
    assertExportFolder,
    download,
    openImage,
    readImage,
    cleanDocument,
    writeSharedContent,
    openDocumentById,
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
