import type { FileKind } from '@worksphere/contracts';

/** What a row looks like and whether it previews: finer than the server's four kinds. */
export type FileType =
  'folder' | 'document' | 'image' | 'pdf' | 'spreadsheet' | 'archive' | 'other';

const SPREADSHEET_ENDINGS = ['xlsx', 'xls', 'ods', 'csv', 'tsv', 'numbers'];
const ARCHIVE_ENDINGS = ['zip', 'tar', 'gz', 'tgz', 'bz2', 'xz', '7z', 'rar', 'zst'];
const SPREADSHEET_TYPES = [
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
];
const ARCHIVE_TYPES = [
  'application/zip',
  'application/x-tar',
  'application/gzip',
  'application/x-7z-compressed',
  'application/vnd.rar',
  'application/x-bzip2',
  'application/x-xz',
];

/** The ending of a name, lower case, without the dot ('' when there is none). */
export function fileEnding(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The type of an entry. The server's kind wins for folders, documents and images (it recognised
 * images by content); the rest goes by the recognised type, then by the name's ending.
 */
export function fileTypeOf(entry: {
  name: string;
  kind: FileKind;
  mimetype: string | null;
}): FileType {
  if (entry.kind === 'folder' || entry.kind === 'document' || entry.kind === 'image') {
    return entry.kind;
  }
  const mimetype = entry.mimetype?.split(';')[0]?.trim().toLowerCase() ?? '';
  const ending = fileEnding(entry.name);
  if (mimetype === 'application/pdf' || ending === 'pdf') return 'pdf';
  if (SPREADSHEET_TYPES.includes(mimetype) || SPREADSHEET_ENDINGS.includes(ending)) {
    return 'spreadsheet';
  }
  if (ARCHIVE_TYPES.includes(mimetype) || ARCHIVE_ENDINGS.includes(ending)) return 'archive';
  return 'other';
}

/** Images and PDFs open in the preview dialog; everything else downloads. */
export function isPreviewable(type: FileType): type is 'image' | 'pdf' {
  return type === 'image' || type === 'pdf';
}
