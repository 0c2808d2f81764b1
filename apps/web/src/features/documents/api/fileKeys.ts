/** Query keys of the file manager; any change of files invalidates `all`. */
export const fileKeys = {
  all: ['files'] as const,
  folder: (folder: string) => ['files', 'folder', folder] as const,
  trash: () => ['files', 'trash'] as const,
  document: (path: string) => ['files', 'document', path] as const,
  versions: (path: string) => ['files', 'versions', path] as const,
  version: (path: string, version: number) => ['files', 'version', path, version] as const,
  search: (query: string) => ['files', 'search', query] as const,
  usage: () => ['files', 'usage'] as const,
  download: (path: string, modified: string) => ['files', 'download', path, modified] as const,
};
