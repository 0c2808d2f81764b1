import type { OpenApiDocument, OpenApiOperation } from '../api/openApiApi';

export type ListedOperation = OpenApiOperation & { method: string; path: string };

/** The document's operations by area (its tags' order), optionally only those matching `query`. */
export function operationsByArea(document: OpenApiDocument, query = '') {
  const needle = query.trim().toLowerCase();
  const all: ListedOperation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, method, path })),
  );
  const matching = needle
    ? all.filter((operation) =>
        `${operation.method} ${operation.path} ${operation.summary}`.toLowerCase().includes(needle),
      )
    : all;
  return document.tags
    .map((tag) => ({
      area: tag.name,
      operations: matching.filter((operation) => operation.tags.includes(tag.name)),
    }))
    .filter((group) => group.operations.length > 0);
}
