/** A content-disposition header with the name in both forms browsers read (ASCII and UTF-8). */
export function attachmentDisposition(
  filename: string,
  type: 'attachment' | 'inline' = 'attachment',
) {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
