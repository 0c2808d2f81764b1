import { z } from 'zod';
import { templatedMessage } from './message-template.js';
import { personSchema, queryParam, STANDALONE_MESSAGE, text } from './validation.js';

/*
 * Documents (spec 2; PRODUCT.md "Documents"): a file manager per organisation, the editor's
 * documents with versions and a trash, and the PDF, Word and Markdown exports.
 *
 * Paths are relative to the organisation's root and written with "/" between names: '' is the
 * root, 'images' the image picker's folder (spec 2 §2), 'reports/2026/q1.html' a document.
 */

/** The folder the image picker lists and the editor's uploaded images live in (spec 2 §2). */
export const IMAGES_FOLDER = 'images';

/** Only these endings show in the picker's Uploads tab (spec 2 §9). */
export const PICKER_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif'] as const;

/** Image types an upload may be, recognised by content (never by its name). */
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** A document is an HTML file the editor opens; its name ends with this. */
export const DOCUMENT_EXTENSION = '.html';

/** The editor's default file name (spec 2 §1, currentFilename). */
export const DEFAULT_DOCUMENT_NAME = 'untitled.html';

/** How many saved versions of a document are kept (the newest; older ones are dropped). */
export const DOCUMENT_VERSIONS_KEPT = 20;

/**
 * A save that keeps less than this share of the document's text first pins the version before
 * it, so a wiped document can always be restored, however many saves follow.
 */
export const DESTRUCTIVE_SAVE_SHARE = 0.5;

/** How many versions pinned before a large deletion are kept besides the newest ones. */
export const DOCUMENT_PINNED_VERSIONS_KEPT = 20;

export const FILE_NAME_MAX_LENGTH = 255;
/** At most this many entries answer a search of the file manager. */
export const FILE_SEARCH_LIMIT = 50;
export const FILE_SEARCH_MAX_LENGTH = 255;
/** The storage an organisation may fill when STORAGE_QUOTA_BYTES is not set: 10 GB. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 10 * 1024 ** 3;
export const FILE_PATH_MAX_LENGTH = 1024;
export const FOLDER_DEPTH_MAX = 20;

/**
 * Page mode (spec 2 §3): pages are divs of this class joined by this HTML comment. The exports
 * start a new PDF page / Word page at each marker (and at each page div).
 */
export const EDITOR_PAGE_CLASS = 'editor-page';
export const PAGE_BREAK_MARKER = '<!-- page-break -->';

/** The id of the style block the editor puts in front of saved content and strips on load. */
export const INJECTED_STYLE_ID = 'editor-injected-style';

/** Page geometry of the editor and of the PDF export (spec 2 §9). */
export const PAGE_SIZE = { width: '8.5in', height: '11in', padding: '1in' } as const;

/**
 * The paper a document is laid out on, chosen per document: US Letter (spec 2 §9, the default)
 * or A4. Both keep the spec's 1in padding.
 */
export const PAPER_SIZES = {
  letter: { label: 'US Letter', width: PAGE_SIZE.width, height: PAGE_SIZE.height },
  a4: { label: 'A4', width: '210mm', height: '297mm' },
} as const;
export const paperSizeSchema = z.enum(['letter', 'a4']);
export type PaperSize = z.infer<typeof paperSizeSchema>;
export const DEFAULT_PAPER_SIZE: PaperSize = 'letter';

/** The fonts of the Font menu (spec 2 §2); '' is "Default Font". Shipped with the app. */
export const EDITOR_FONTS = [
  { label: 'Default Font', family: '' },
  { label: 'Roboto', family: 'Roboto' },
  { label: 'Merriweather', family: 'Merriweather' },
  { label: 'Playfair Display', family: 'Playfair Display' },
  { label: 'Montserrat', family: 'Montserrat' },
  { label: 'Lora', family: 'Lora' },
  { label: 'Courier New', family: 'Courier New' },
] as const;

/**
 * Exports are rendered a few at a time and queued fairly per member (each member's next export in
 * turn); a member may have this many waiting, and is answered 429 beyond it.
 */
export const EXPORTS_WAITING_PER_USER = 6;

/** Everything the editor and the Documents screen show users, the spec's texts to the letter. */
export const EDITOR_MESSAGES = {
  // spec 2 §8: export toasts.
  pdfExporting: 'Exporting PDF, please wait...',
  pdfExported: 'PDF exported successfully.',
  pdfFailed: 'Error exporting PDF.',
  docxExporting: 'Exporting Word (.docx)...',
  docxExported: 'Word file exported.',
  docxFailed: 'Error exporting Word file.',
  markdownExporting: 'Exporting Markdown...',
  markdownExported: 'Markdown exported.',
  markdownFailed: 'Error exporting Markdown.',
  // spec 2 §8: the request helper.
  sessionExpired: 'Your session has expired. Please log in again.',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  // spec 2 §2: the image picker.
  imageUrlRequired: 'Please enter an image URL.',
  imagesLoadFailed: 'Failed to load images from uploads.',
  organizationNotLoaded: 'Organization data not loaded. Please try again later.',
  // spec 2 §5: table and link prompts.
  invalidTableSize: 'Invalid row/column input.',
  cursorNotInTable: 'Place the cursor inside a table cell.',
  deleteLastRow: 'This is the last row. Delete the entire table?',
  linkPromptDefault: 'https://',
  codePanelTitle: 'HTML Code:',
} as const;

/** What the file manager answers users (ours; the spec leaves the server side open). */
export const FILE_MESSAGES = {
  // Path rules: every refusal is a 400 with its own text.
  pathParentSegment: 'A path cannot contain "..".',
  pathCurrentSegment: 'A path cannot contain "." as a name.',
  pathAbsolute: 'A path is relative to your organisation\'s files and cannot start with "/".',
  pathDrive: 'A path cannot name a drive.',
  pathEncodedSeparator: 'A path cannot contain encoded slashes, dots or NUL characters.',
  pathBackslash: 'A path cannot contain backslashes.',
  pathNul: 'A path cannot contain NUL characters.',
  pathControlCharacter: 'A name cannot contain control characters.',
  pathEmptySegment: 'A path cannot contain an empty name (two slashes in a row).',
  pathTooLong: `A path must be at most ${FILE_PATH_MAX_LENGTH} characters.`,
  pathTooDeep: `Folders can be nested at most ${FOLDER_DEPTH_MAX} deep.`,
  pathSymlink: 'Symbolic links are not followed.',
  nameRequired: 'Enter a name.',
  nameHasSlash: 'A name cannot contain "/".',
  nameTooLong: `A name must be at most ${FILE_NAME_MAX_LENGTH} characters.`,
  pathRequired: 'Choose a file or folder.',
  nameInvisibleCharacter:
    'A name cannot contain invisible or text-direction characters (such as U+202E or U+200B).',
  moveDestinationRequired: 'Choose the folder to move to ("/" is the top level).',
  searchRequired: 'Enter part of a name to search for.',
  searchTooLong: `A search can be at most ${FILE_SEARCH_MAX_LENGTH} characters.`,
  // Lookups.
  folderNotFound: 'Folder not found.',
  fileNotFound: 'File not found.',
  documentNotFound: 'Document not found.',
  versionNotFound: 'Version not found.',
  trashItemNotFound: 'Item not found in the trash.',
  notAFolder: 'That is a file, not a folder.',
  notADocument: 'Only documents (.html) can be opened in the editor.',
  // Conflicts.
  nameTaken: templatedMessage('"{name}" already exists in this folder.', (name: string) => ({
    name,
  })),
  documentExists: templatedMessage(
    'A document named "{name}" already exists. Open it, or save under another name.',
    (name: string) => ({ name }),
  ),
  staleSave: templatedMessage(
    'This document was changed elsewhere since you opened it (it is now at version {version}). ' +
      'Your changes were not saved and are still in the editor: copy them or save under another name, then reload.',
    (currentVersion: number) => ({ version: currentVersion }),
  ),
  moveIntoItself: 'A folder cannot be moved into itself.',
  restoreFolderTaken: templatedMessage(
    '"{name}" cannot be restored: a file of that name is in its folder now. Rename that file first.',
    (name: string) => ({ name }),
  ),
  // Uploads.
  fileTooLarge: templatedMessage(
    'File too large: {file} (at most {megabytes} MB).',
    (file: string, limitBytes: number) => ({ file, megabytes: Math.floor(limitBytes / 1_048_576) }),
  ),
  notAnImage: templatedMessage('Not a JPEG, PNG, GIF or WebP image: {file}', (file: string) => ({
    file,
  })),
  noFiles: 'Choose at least one file to upload.',
  documentTooLarge: templatedMessage(
    'A document must be at most {megabytes} MB.',
    (limitBytes: number) => ({ megabytes: Math.floor(limitBytes / 1_048_576) }),
  ),
  quotaExceeded: templatedMessage(
    "Not saved: your organisation's storage quota of {quota} is full. " +
      'Delete files and empty the Trash, or ask an administrator for more space.',
    (quotaBytes: number) => ({ quota: formatBytes(quotaBytes) }),
  ),
  uploadRateLimited: 'Too many uploads in a short time. Wait a minute, then try again.',
  // Permissions.
  editForbidden:
    'You can view documents but not change them: ask an administrator for the "documents:edit" permission.',
  purgeForbidden: 'Only administrators can delete items from the Trash permanently.',
  // Exports.
  chromiumMissing:
    'PDF export needs Chromium: install the chromium package (apt-get install chromium) or set CHROMIUM_PATH.',
  exportFailed: 'The export could not be produced. Try again.',
  exportFilenameInvalid: 'The file name of an export cannot contain "/" or "\\".',
  exportHtmlRequired: "There is nothing to export: send the document's HTML.",
  exportQueueFull: `You already have ${EXPORTS_WAITING_PER_USER} exports waiting. Try again when they are done.`,
} as const;

/** Bytes as people read them: 10 GB, 512 MB, 20 KB, 900 bytes (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}

/* ---------------------------------------------------------------- path rules */

const ENCODED_SEPARATOR = /%(2f|5c|2e|00)/i;
const DRIVE = /^[a-z]:/i;
const hasControlCharacter = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * Why this relative path ('' = root) may not be used, or null when it may. The server applies
 * the same rule before touching anything; the client may use it to explain early.
 */
export function pathProblem(value: string): string | null {
  if (value === '') return null;
  if (value.includes('\u0000')) return FILE_MESSAGES.pathNul;
  if (value.includes('\\')) return FILE_MESSAGES.pathBackslash;
  if (ENCODED_SEPARATOR.test(value)) return FILE_MESSAGES.pathEncodedSeparator;
  if (value.startsWith('/')) return FILE_MESSAGES.pathAbsolute;
  if (DRIVE.test(value)) return FILE_MESSAGES.pathDrive;
  if (hasControlCharacter(value)) return FILE_MESSAGES.pathControlCharacter;
  if (value.length > FILE_PATH_MAX_LENGTH) return FILE_MESSAGES.pathTooLong;
  const names = value.split('/');
  if (names.length > FOLDER_DEPTH_MAX + 1) return FILE_MESSAGES.pathTooDeep;
  for (const name of names) {
    if (name === '..') return FILE_MESSAGES.pathParentSegment;
    if (name === '.') return FILE_MESSAGES.pathCurrentSegment;
    if (name === '') return FILE_MESSAGES.pathEmptySegment;
    if (name.length > FILE_NAME_MAX_LENGTH) return FILE_MESSAGES.nameTooLong;
  }
  return null;
}

/**
 * Invisible format characters (Unicode category Cf): the text-direction overrides and
 * isolates U+202A–U+202E and U+2066–U+2069 that make "invoice\u202Egnp.exe" read as
 * "invoiceexe.png", zero-width characters U+200B–U+200F and U+2060–U+2064, U+FEFF and the rest.
 */
const INVISIBLE_FORMAT_CHARACTER = /\p{Cf}/u;

/** Does this name hold a character that changes how it reads without being seen? */
export function hasInvisibleCharacter(value: string): boolean {
  return INVISIBLE_FORMAT_CHARACTER.test(value);
}

/**
 * Why this single name (no folders) may not be used, or null when it may. Names refuse
 * invisible characters; paths do not, so an entry named before this rule can still be reached.
 */
export function nameProblem(value: string): string | null {
  if (value.trim() === '') return FILE_MESSAGES.nameRequired;
  if (value.includes('/')) return FILE_MESSAGES.nameHasSlash;
  if (hasInvisibleCharacter(value)) return FILE_MESSAGES.nameInvisibleCharacter;
  return pathProblem(value);
}

/** The folder part and the name of a path: 'a/b/c.html' → ['a/b', 'c.html']. */
export function splitPath(value: string): { folder: string; name: string } {
  const cut = value.lastIndexOf('/');
  return cut < 0
    ? { folder: '', name: value }
    : { folder: value.slice(0, cut), name: value.slice(cut + 1) };
}

/** A folder and a name joined into a path. */
export function joinPath(folder: string, name: string): string {
  return folder === '' ? name : `${folder}/${name}`;
}

/**
 * A zod check from a rule. Its messages stand alone, except the invisible-character one: the
 * server's answer names the field it was found in ("name: A name cannot contain...").
 */
const refusal = (problem: (value: string) => string | null) =>
  z.string().superRefine((value, context) => {
    const message = problem(value);
    if (!message) return;
    context.addIssue(
      message === FILE_MESSAGES.nameInvisibleCharacter
        ? { code: 'custom', message }
        : { code: 'custom', message, params: STANDALONE_MESSAGE },
    );
  });

/** A folder path; '' (or absent) is the root. A trailing "/" is ignored. */
export const folderPathSchema = text()
  .transform((value) => (value.endsWith('/') && value !== '/' ? value.slice(0, -1) : value))
  .pipe(refusal(pathProblem));

/** The path of an existing file or folder (never the root itself). */
export const entryPathSchema = text()
  .refine((value) => value !== '', {
    message: FILE_MESSAGES.pathRequired,
    params: STANDALONE_MESSAGE,
  })
  .pipe(refusal(pathProblem));

/** A single name, as given for a new folder or a rename; surrounding spaces are trimmed. */
export const fileNameSchema = text()
  .transform((value) => value.trim())
  .pipe(refusal(nameProblem));

/* ---------------------------------------------------------------- files */

export const FILE_KINDS = ['folder', 'document', 'image', 'file'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** One entry of a folder listing. */
export const fileEntrySchema = z.object({
  name: z.string(),
  /** Folder and name: what every other call takes as `path`. */
  path: z.string(),
  folder: z.string(),
  kind: z.enum(FILE_KINDS),
  /** Bytes; 0 for a folder. */
  size: z.number().int(),
  /** Last change, ISO 8601. */
  modified: z.string(),
  /** Documents only: the version a save must name as expectedVersion. */
  version: z.number().int().nullable(),
  /** Recognised by content (images and uploads); null for folders and documents. */
  mimetype: z.string().nullable(),
  /** Images in the images folder: /api/uploads/{organizationId}/images/{name}; else null. */
  url: z.string().nullable(),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

/** GET /filemanager/browse?folder= (spec 2 §7): folders first, then by name. */
export const browseQuerySchema = z.object({
  folder: queryParam(folderPathSchema).transform((value) => value ?? ''),
});
export type BrowseQuery = z.input<typeof browseQuerySchema>;

/** The answer of browse; `files` each with `name` (spec 2 §3). */
export const browseResponseSchema = z.object({
  folder: z.string(),
  files: z.array(fileEntrySchema),
});
export type BrowseResponse = z.infer<typeof browseResponseSchema>;

/** Answers of the calls that create or change one entry: {file}. */
export const fileResponseSchema = z.object({ file: fileEntrySchema });
export type FileResponse = z.infer<typeof fileResponseSchema>;

/**
 * POST /filemanager/upload?folder=, multipart/form-data with files under `files` (repeatable).
 * Images are recognised by content; into the images folder only images are accepted. A name
 * already taken gets " (2)", " (3)"... before its ending. Answers 201 {files}. An .html upload
 * becomes a document.
 */
export const uploadQuerySchema = browseQuerySchema;
export const uploadResponseSchema = z.object({ files: z.array(fileEntrySchema) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** GET /filemanager/download?path=: the stored bytes as an attachment (any kind but folder). */
export const pathQuerySchema = z.object({ path: entryPathSchema });
export type PathQuery = z.input<typeof pathQuerySchema>;

/** POST /filemanager/folder {folder, name}: answers 201 {file}; 409 when the name is taken. */
export const createFolderRequestSchema = z.object({
  folder: folderPathSchema.default(''),
  name: fileNameSchema,
});
export type CreateFolderRequest = z.input<typeof createFolderRequestSchema>;

/** POST /filemanager/rename {path, name}: a new name in the same folder. Answers {file}. */
export const renameRequestSchema = z.object({
  path: entryPathSchema,
  name: fileNameSchema,
});
export type RenameRequest = z.input<typeof renameRequestSchema>;

/**
 * Where to move to: a folder path, "/" for the top level. Blank or missing is refused
 * (FILE_MESSAGES.moveDestinationRequired): a move must name where it goes. A trailing "/" is
 * ignored; any other path starting with "/" is refused like every path.
 */
export const moveDestinationSchema = text()
  .prefault('')
  .transform((value) => value.trim())
  .refine((value) => value !== '', {
    message: FILE_MESSAGES.moveDestinationRequired,
    params: STANDALONE_MESSAGE,
  })
  .transform((value) => (value === '/' ? '' : value.replace(/\/+$/, '')))
  .pipe(refusal(pathProblem));

/**
 * POST /filemanager/move {path, toFolder}: same name in another folder. Answers {file}. An
 * unknown destination is 404 FILE_MESSAGES.folderNotFound, a file 400 notAFolder, a folder
 * into itself or below itself 400 moveIntoItself, a name taken there 409.
 */
export const moveRequestSchema = z.object({
  path: entryPathSchema,
  toFolder: moveDestinationSchema,
});
export type MoveRequest = z.input<typeof moveRequestSchema>;

/**
 * GET /filemanager/search?q=: live entries (not in the trash) of every folder whose name
 * contains q, ignoring case; folders first, then by name; at most FILE_SEARCH_LIMIT.
 */
export const searchQuerySchema = z.object({
  q: text()
    .prefault('')
    .transform((value) => value.trim())
    .refine((value) => value !== '', {
      message: FILE_MESSAGES.searchRequired,
      params: STANDALONE_MESSAGE,
    })
    .refine((value) => value.length <= FILE_SEARCH_MAX_LENGTH, {
      message: FILE_MESSAGES.searchTooLong,
      params: STANDALONE_MESSAGE,
    }),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
export const searchResponseSchema = z.object({ files: z.array(fileEntrySchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/**
 * GET /filemanager/usage: the organisation's stored bytes against its quota (STORAGE_QUOTA_BYTES,
 * default DEFAULT_STORAGE_QUOTA_BYTES). Counted: uploads and exports, and every kept version of
 * every document; the trash counts until it is emptied. A save or upload that would pass the
 * quota is refused with 413 FILE_MESSAGES.quotaExceeded and nothing is stored.
 */
export const usageResponseSchema = z.object({
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;

/* ---------------------------------------------------------------- trash */

/** Something deleted; a folder goes with everything inside it. */
export const trashItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(FILE_KINDS),
  /** Where it was, and where restore puts it back (created again when missing). */
  folder: z.string(),
  size: z.number().int(),
  deletedAt: z.string(),
  deletedBy: personSchema.nullable(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

/** POST /filemanager/delete {path}: moves it to the trash. Answers {item}. */
export const deleteRequestSchema = pathQuerySchema;
export type DeleteRequest = z.input<typeof deleteRequestSchema>;
export const trashItemResponseSchema = z.object({ item: trashItemSchema });

/** GET /filemanager/trash: newest first. */
export const trashResponseSchema = z.object({ items: z.array(trashItemSchema) });
export type TrashResponse = z.infer<typeof trashResponseSchema>;

/**
 * POST /filemanager/trash/{id}/restore: back where it was. Answers {file}; 409 when that name
 * is taken there now. DELETE /filemanager/trash/{id}: gone for good (204). DELETE
 * /filemanager/trash: empties the trash (204). Deleting for good is for admins only (403
 * FILE_MESSAGES.purgeForbidden).
 */
export const trashIdParamsSchema = z.object({ id: text() });

/* ---------------------------------------------------------------- documents */

/** A document with its content, as the editor opens it. */
export const documentSchema = fileEntrySchema.extend({
  /** The document's id: its name on the co-editing socket (`document:{id}`). */
  id: z.string(),
  version: z.number().int(),
  content: z.string(),
  paperSize: paperSizeSchema,
});
export type FileDocument = z.infer<typeof documentSchema>;
export const documentResponseSchema = z.object({ document: documentSchema });
export type DocumentResponse = z.infer<typeof documentResponseSchema>;

/** GET /filemanager/document?path=: answers {document}. */
export const openDocumentQuerySchema = pathQuerySchema;

/** A name for a document: '.html' is added when it ends otherwise. */
export const documentNameSchema = fileNameSchema.transform((value) =>
  value.toLowerCase().endsWith(DOCUMENT_EXTENSION) ? value : `${value}${DOCUMENT_EXTENSION}`,
);

/**
 * PUT /filemanager/document {folder, name, content, expectedVersion}. expectedVersion null
 * creates the document (201; 409 when the name is taken). A number overwrites it when it is
 * still at that version (200) and is refused with 409 and FILE_MESSAGES.staleSave otherwise:
 * nothing is overwritten, and the client still has its text. Every save is a new version.
 * The HTML is sanitised before it is stored. Answers {document}.
 */
export const saveDocumentRequestSchema = z.object({
  folder: folderPathSchema.default(''),
  name: documentNameSchema.prefault(DEFAULT_DOCUMENT_NAME),
  content: text().default(''),
  expectedVersion: z.number().int().min(1).nullable().default(null),
  /** Left out: a new document is US Letter, a saved one keeps its paper. */
  paperSize: paperSizeSchema.optional(),
});
export type SaveDocumentRequest = z.input<typeof saveDocumentRequestSchema>;
export type SaveDocumentInput = z.output<typeof saveDocumentRequestSchema>;

/** One saved version of a document. */
export const documentVersionSchema = z.object({
  version: z.number().int(),
  size: z.number().int(),
  savedAt: z.string(),
  savedBy: personSchema.nullable(),
  /** Kept because the save after it removed most of the text (never pruned by age). */
  keptBeforeDeletion: z.boolean(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/**
 * GET /filemanager/versions?path=: the last DOCUMENT_VERSIONS_KEPT versions and those kept before
 * a large deletion, newest first.
 */
export const versionsResponseSchema = z.object({
  path: z.string(),
  currentVersion: z.number().int(),
  versions: z.array(documentVersionSchema),
});
export type VersionsResponse = z.infer<typeof versionsResponseSchema>;

/** GET /filemanager/version?path=&version=: one version with its content, {version}. */
export const versionQuerySchema = z.object({
  path: entryPathSchema,
  version: z.coerce.number().int().min(1),
});
export const versionResponseSchema = z.object({
  version: documentVersionSchema.extend({ content: z.string() }),
});

/**
 * POST /filemanager/versions/restore {path, version, expectedVersion}: the old content becomes
 * a new version (nothing is lost). Same 409 as a save when expectedVersion is stale.
 * Answers {document}.
 */
export const restoreVersionRequestSchema = z.object({
  path: entryPathSchema,
  version: z.number().int().min(1),
  expectedVersion: z.number().int().min(1),
});
export type RestoreVersionRequest = z.input<typeof restoreVersionRequestSchema>;

/* ---------------------------------------------------------------- exports */

export const EXPORT_FORMATS = {
  pdf: {
    route: '/filemanager/convertToPdf',
    extension: '.pdf',
    mimetype: 'application/pdf',
  },
  docx: {
    route: '/filemanager/convertToDocx',
    extension: '.docx',
    mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  markdown: {
    route: '/filemanager/convertToMarkdown',
    extension: '.md',
    mimetype: 'text/markdown; charset=utf-8',
  },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

/** The name an export takes when none is given (spec 2 §7 names it for DOCX; we use it for all). */
export const DEFAULT_EXPORT_SOURCE_NAME = 'document.html';

/**
 * The file name of an export (spec 2 §7): a ".html" ending is replaced by the format's ending,
 * any other name gets the ending appended; an empty name is "document.html".
 */
export function exportFilename(filename: string, format: ExportFormat): string {
  const source = filename.trim() === '' ? DEFAULT_EXPORT_SOURCE_NAME : filename.trim();
  const { extension } = EXPORT_FORMATS[format];
  return source.toLowerCase().endsWith(DOCUMENT_EXTENSION)
    ? `${source.slice(0, -DOCUMENT_EXTENSION.length)}${extension}`
    : `${source}${extension}`;
}

/**
 * POST /filemanager/convertToPdf|convertToDocx|convertToMarkdown?folder= with {html, filename}
 * (spec 2 §7). Answers the file itself (content-disposition attachment, name per
 * exportFilename) and saves it into the folder, replacing an earlier export of that name.
 * PDF answers 503 FILE_MESSAGES.chromiumMissing when no Chromium is installed. A request without
 * html (missing or blank) is 400 FILE_MESSAGES.exportHtmlRequired; a member with
 * EXPORTS_WAITING_PER_USER exports already waiting is 429 FILE_MESSAGES.exportQueueFull.
 */
export const exportQuerySchema = browseQuerySchema;
export const exportRequestSchema = z
  .object({
    html: text().default(''),
    /** The document's paper: PDF pages and Word sections take its size. */
    paperSize: paperSizeSchema.default(DEFAULT_PAPER_SIZE),
    filename: text()
      .default('')
      .refine((value) => !/[\\/]/.test(value), {
        message: FILE_MESSAGES.exportFilenameInvalid,
        params: STANDALONE_MESSAGE,
      })
      .pipe(refusal((value) => (value.trim() === '' ? null : nameProblem(value)))),
  })
  // After the fields' own rules, so a bad file name is reported on its own.
  .refine((request) => request.html.trim() !== '', {
    message: FILE_MESSAGES.exportHtmlRequired,
    path: ['html'],
    params: STANDALONE_MESSAGE,
    when: (payload) => payload.issues.length === 0,
  });
export type ExportRequest = z.input<typeof exportRequestSchema>;
