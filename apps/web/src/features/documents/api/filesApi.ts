import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EXPORT_FORMATS,
  type BrowseResponse,
  type DocumentResponse,
  type DocumentVersion,
  type ExportFormat,
  type FileResponse,
  type PaperSize,
  type SaveDocumentRequest,
  type SearchResponse,
  type TrashResponse,
  type UploadResponse,
  type UsageResponse,
  type VersionsResponse,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { apiDownload, apiUpload } from '../../../platform/api/apiTransfer';
import { fileKeys } from './fileKeys';

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  ).toString();

/** GET /filemanager/browse?folder= : the folder's entries, folders first. */
export function browseFolder(folder: string, signal?: AbortSignal) {
  return apiRequest<BrowseResponse>(`/filemanager/browse?${query({ folder })}`, { signal });
}

export function useFolderQuery(folder: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: fileKeys.folder(folder),
    queryFn: ({ signal }) => browseFolder(folder, signal),
    enabled: options.enabled ?? true,
  });
}

/** POST /filemanager/upload?folder= with progress (0..1). */
export function uploadFiles(
  folder: string,
  files: File[],
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const formData = new FormData();
  for (const file of files) formData.append('files', file, file.name);
  return apiUpload<UploadResponse>(`/filemanager/upload?${query({ folder })}`, formData, {
    onProgress,
    signal,
  });
}

/** GET /filemanager/document?path= */
export function openDocument(path: string, signal?: AbortSignal) {
  return apiRequest<DocumentResponse>(`/filemanager/document?${query({ path })}`, { signal });
}

export function useDocumentQuery(path: string) {
  return useQuery({
    queryKey: fileKeys.document(path),
    queryFn: async ({ signal }) => (await openDocument(path, signal)).document,
    enabled: path !== '',
    // The editor holds the text from here on; a refetch must not replace what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** PUT /filemanager/document: create (expectedVersion null) or overwrite that version. */
export function saveDocument(request: SaveDocumentRequest, signal?: AbortSignal) {
  return apiRequest<DocumentResponse>('/filemanager/document', {
    method: 'PUT',
    body: request,
    signal,
  });
}

/** The calls that change entries; each refreshes every listing afterwards. */
export function useFileMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: fileKeys.all });
  return {
    createFolder: useMutation({
      mutationFn: (body: { folder: string; name: string }) =>
        apiRequest<FileResponse>('/filemanager/folder', { method: 'POST', body }),
      onSettled: refresh,
    }),
    createDocument: useMutation({
      mutationFn: (body: { folder: string; name: string }) =>
        saveDocument({ ...body, content: '', expectedVersion: null }),
      onSettled: refresh,
    }),
    rename: useMutation({
      mutationFn: (body: { path: string; name: string }) =>
        apiRequest<FileResponse>('/filemanager/rename', { method: 'POST', body }),
      onSettled: refresh,
    }),
    move: useMutation({
      mutationFn: (body: { path: string; toFolder: string }) =>
        apiRequest<FileResponse>('/filemanager/move', { method: 'POST', body }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (body: { path: string }) =>
        apiRequest<unknown>('/filemanager/delete', { method: 'POST', body }),
      onSettled: refresh,
    }),
    restore: useMutation({
      mutationFn: (id: string) =>
        apiRequest<FileResponse>(`/filemanager/trash/${encodeURIComponent(id)}/restore`, {
          method: 'POST',
        }),
      onSettled: refresh,
    }),
    purge: useMutation({
      mutationFn: (id: string) =>
        apiRequest<unknown>(`/filemanager/trash/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSettled: refresh,
    }),
    emptyTrash: useMutation({
      mutationFn: () => apiRequest<unknown>('/filemanager/trash', { method: 'DELETE' }),
      onSettled: refresh,
    }),
  };
}

/** GET /filemanager/trash: newest first. */
export function useTrashQuery(enabled: boolean) {
  return useQuery({
    queryKey: fileKeys.trash(),
    queryFn: ({ signal }) => apiRequest<TrashResponse>('/filemanager/trash', { signal }),
    enabled,
  });
}

/** GET /filemanager/versions?path= */
export function useVersionsQuery(path: string, enabled: boolean) {
  return useQuery({
    queryKey: fileKeys.versions(path),
    queryFn: ({ signal }) =>
      apiRequest<VersionsResponse>(`/filemanager/versions?${query({ path })}`, { signal }),
    enabled: enabled && path !== '',
  });
}

/** POST /filemanager/versions/restore: the old text becomes the newest version. */
export function restoreVersion(body: { path: string; version: number; expectedVersion: number }) {
  return apiRequest<DocumentResponse>('/filemanager/versions/restore', { method: 'POST', body });
}

/** POST /filemanager/convertTo…?folder= with {html, filename}: the exported file. */
export function exportDocument(
  format: ExportFormat,
  request: { folder: string; html: string; filename: string; paperSize?: PaperSize },
) {
  return apiDownload(
    `${EXPORT_FORMATS[format].route}?folder=${encodeURIComponent(request.folder)}`,
    {
      method: 'POST',
      body: { html: request.html, filename: request.filename, paperSize: request.paperSize },
    },
  );
}

/** GET /filemanager/search?q=: entries of every folder whose name contains q. */
export function useSearchQuery(search: string) {
  const trimmed = search.trim();
  return useQuery({
    queryKey: fileKeys.search(trimmed),
    queryFn: ({ signal }) =>
      apiRequest<SearchResponse>(`/filemanager/search?${query({ q: trimmed })}`, { signal }),
    enabled: trimmed !== '',
    placeholderData: (previous) => previous,
  });
}

/** GET /filemanager/usage: the organisation's stored bytes against its quota. */
export function useUsageQuery() {
  return useQuery({
    queryKey: fileKeys.usage(),
    queryFn: ({ signal }) => apiRequest<UsageResponse>('/filemanager/usage', { signal }),
  });
}

export type VersionWithContent = DocumentVersion & { content: string };

/** GET /filemanager/version?path=&version=: one kept version with its HTML. */
export function fetchVersion(path: string, version: number, signal?: AbortSignal) {
  return apiRequest<{ version: VersionWithContent }>(
    `/filemanager/version?${query({ path, version })}`,
    { signal },
  );
}

/** GET /filemanager/version?path=&version=: one kept version with its HTML. */
export function useVersionContentQuery(path: string, version: number | null) {
  return useQuery({
    queryKey: fileKeys.version(path, version ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<{ version: VersionWithContent }>(
        `/filemanager/version?${query({ path, version: version ?? 0 })}`,
        { signal },
      ),
    enabled: version !== null && path !== '',
  });
}

/** GET /filemanager/download?path=: the stored bytes, with the session's token. */
export function useDownloadQuery(entry: { path: string; modified: string }) {
  return useQuery({
    queryKey: fileKeys.download(entry.path, entry.modified),
    queryFn: ({ signal }) =>
      apiDownload(`/filemanager/download?${query({ path: entry.path })}`, { signal }),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
