import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../platform/api/apiRequest';

export const OPENAPI_PATH = '/api/openapi.json';

type JsonSchema = Record<string, unknown>;
type MediaTypes = Record<string, { schema: JsonSchema }>;

export type OpenApiOperation = {
  operationId: string;
  summary: string;
  tags: string[];
  'x-required-scope': string;
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: MediaTypes };
  responses: Record<string, { description: string; content?: MediaTypes }>;
};

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
};

/** GET /api/openapi.json: the public API's document, the same one clients generate code from. */
export function useOpenApiDocumentQuery() {
  return useQuery({
    queryKey: ['developers', 'openapi'],
    queryFn: ({ signal }) => apiRequest<OpenApiDocument>('/openapi.json', { signal }),
    staleTime: 5 * 60_000,
  });
}
