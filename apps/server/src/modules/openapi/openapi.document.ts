import { API_SCOPES, errorBodySchema, PUBLIC_API_AREAS } from '@worksphere/contracts';
import { PUBLIC_API_OPERATIONS, type PublicApiOperation } from '@worksphere/contracts/public-api';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** How a request reads a schema (input: defaults optional) and a response writes it (output). */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // Transforms and refinements have no JSON Schema: their input side is documented.
    unrepresentable: 'any',
  }) as JsonSchema;
  return json;
}

/** A query object's fields as OpenAPI query parameters. */
function queryParameters(schema: z.ZodType) {
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function operationObject(operation: PublicApiOperation) {
  const access = operation.method === 'get' ? 'read' : 'write';
  const scope = `${operation.area}:${access}`;
  const parameters = [
    ...pathParameters(operation.path),
    ...(operation.query ? queryParameters(operation.query) : []),
  ];
  const mediaType = operation.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    tags: [operation.area],
    security: [{ accessToken: [scope] }],
    'x-required-scope': scope,
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { [mediaType]: { schema: jsonSchemaOf(operation.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [String(operation.status ?? 200)]: {
        description: operation.status === 201 ? 'Created' : 'OK',
        content: { 'application/json': { schema: jsonSchemaOf(operation.response, 'output') } },
      },
      '400': errorResponse('The request is not valid: `error` says why.'),
      '401': errorResponse('No token, or a revoked or unknown one.'),
      '403': errorResponse('The token lacks the scope, or its owner the permission.'),
      '404': errorResponse('Not found in the token owner\u2019s organisation.'),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the public API, generated from the same zod contracts the routes
 * validate with (packages/contracts/src/publicApi.ts). Built once per process, on first request.
 */
export function buildOpenApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of PUBLIC_API_OPERATIONS) {
    (paths[operation.path] ??= {})[operation.method] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Worksphere API',
      version: '1.0.0',
      description:
        'Tasks, projects, notes, contacts, calendar events, chat and point-of-sale orders of your ' +
        'organisation. Authenticate with a personal access token (Settings \u2192 Access tokens) ' +
        'as `Authorization: Bearer wsp_...`; each operation names the scope it needs. Errors ' +
        'are `{error, code}`.',
    },
    servers: [{ url: `${serverUrl.replace(/\/$/, '')}/api` }],
    tags: PUBLIC_API_AREAS.map((area) => ({ name: area })),
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(errorBodySchema, 'output') },
      securitySchemes: {
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          description: `A personal access token. Scopes: ${API_SCOPES.join(', ')}.`,
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
