import type { PublicApiArea } from '@worksphere/contracts';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { CardSection } from '../../../ui/CardSection';
import { CopyField } from '../../../ui/CopyField';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { inputClasses } from '../../../ui/TextField';
import { textLinkClasses } from '../../../ui/textLinkClasses';
import { OPENAPI_PATH, useOpenApiDocumentQuery, type OpenApiDocument } from '../api/openApiApi';
import { developersMessages } from '../developers.messages';
import { operationsByArea, type ListedOperation } from '../utils/operations';

const messages = developersMessages.reference;

const METHOD_COLOURS: Record<string, string> = {
  get: 'bg-sky-50 text-sky-800 ring-sky-200',
  post: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  put: 'bg-amber-50 text-amber-800 ring-amber-200',
  delete: 'bg-red-50 text-red-800 ring-red-200',
};

/**
 * Settings → API reference: how to authenticate, and every operation of /api/openapi.json with
 * its scope, parameters and schemas, searchable. Rendered from the document itself, so it shows
 * exactly what clients generate code from.
 */
export function ApiReferenceSection() {
  const document = useOpenApiDocumentQuery();
  return (
    <CardSection id="api-reference" title={messages.title} description={messages.description}>
      {document.isPending ? (
        <QueryLoading label={messages.loading} />
      ) : document.isError ? (
        <QueryFailed
          message={describeFetchError(document.error, messages.listName)}
          retryLabel={messages.retry}
          onRetry={() => void document.refetch()}
        />
      ) : (
        <Reference document={document.data} />
      )}
    </CardSection>
  );
}

function Reference({ document }: { document: OpenApiDocument }) {
  const filterId = useId();
  const [query, setQuery] = useState('');
  const baseUrl = document.servers[0]?.url ?? `${window.location.origin}/api`;
  const groups = operationsByArea(document, query);
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <CopyField
          label={messages.baseUrlLabel}
          value={baseUrl}
          copyLabel={messages.copy}
          copiedMessage={messages.copied}
          copyFailedMessage={messages.copyFailed}
        />
        <h3 className="text-sm font-semibold text-zinc-900">{messages.authTitle}</h3>
        <p className="text-sm text-zinc-600">{messages.authText}</p>
        <p className="text-xs font-medium text-zinc-500">{messages.exampleLabel}</p>
        <pre className="overflow-x-auto rounded-lg bg-zinc-900 px-3 py-2 text-xs text-zinc-100">
          {`curl -H "Authorization: Bearer wsp_..." ${baseUrl}/tasks`}
        </pre>
        <p className="text-sm text-zinc-600">{messages.errorsText}</p>
        <a href={OPENAPI_PATH} download="worksphere-openapi.json" className={textLinkClasses}>
          <Download aria-hidden className="size-4" />
          {messages.download}
        </a>
      </div>
      <div>
        <label htmlFor={filterId} className="text-sm font-medium text-zinc-800">
          {messages.filterLabel}
        </label>
        <input
          id={filterId}
          type="search"
          className={`${inputClasses} mt-1`}
          placeholder={messages.filterPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {groups.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 px-4 py-6 text-center text-sm text-zinc-500">
          {messages.noMatch}
        </p>
      ) : (
        groups.map((group) => (
          <section
            key={group.area}
            aria-labelledby={`api-area-${group.area}`}
            className="space-y-2"
          >
            <h3 id={`api-area-${group.area}`} className="text-sm font-semibold text-zinc-900">
              {developersMessages.areas[group.area as PublicApiArea] ?? group.area}{' '}
              <span className="font-normal text-zinc-500">
                ({messages.operationCount(group.operations.length)})
              </span>
            </h3>
            <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200">
              {group.operations.map((operation) => (
                <OperationItem key={operation.operationId} operation={operation} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function OperationItem({ operation }: { operation: ListedOperation }) {
  const body = operation.requestBody ? Object.entries(operation.requestBody.content)[0] : undefined;
  return (
    <li>
      <details className="group px-4 py-3">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-2 rounded focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
          <span
            className={`w-16 rounded px-1.5 py-0.5 text-center font-mono text-xs font-semibold uppercase ring-1 ${METHOD_COLOURS[operation.method] ?? ''}`}
          >
            {operation.method}
          </span>
          <code className="font-mono text-sm break-all text-zinc-900">{operation.path}</code>
          <span className="text-sm text-zinc-600">{operation.summary}</span>
        </summary>
        <div className="mt-3 space-y-3 text-sm">
          <p className="text-xs font-medium text-zinc-500">
            {messages.scope(operation['x-required-scope'])}
          </p>
          {operation.parameters?.length ? (
            <div>
              <h4 className="font-medium text-zinc-800">{messages.parameters}</h4>
              <ul className="mt-1 space-y-1">
                {operation.parameters.map((parameter) => (
                  <li key={`${parameter.in}-${parameter.name}`} className="text-zinc-700">
                    <code className="font-mono text-xs">{parameter.name}</code>{' '}
                    <span className="text-xs text-zinc-500">
                      ({parameter.in}
                      {parameter.required ? `, ${messages.required}` : ''})
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {body ? (
            <SchemaBlock title={`${messages.requestBody} (${body[0]})`} schema={body[1].schema} />
          ) : null}
          {Object.entries(operation.responses)
            .filter(([, response]) => response.content)
            .slice(0, 1)
            .map(([status, response]) => (
              <SchemaBlock
                key={status}
                title={messages.response(status)}
                schema={Object.values(response.content!)[0]!.schema}
              />
            ))}
        </div>
      </details>
    </li>
  );
}

function SchemaBlock({ title, schema }: { title: string; schema: unknown }) {
  return (
    <div>
      <h4 className="font-medium text-zinc-800">{title}</h4>
      <pre className="mt-1 max-h-80 overflow-auto rounded-lg bg-zinc-50 px-3 py-2 font-mono text-xs text-zinc-800 ring-1 ring-zinc-200">
        {JSON.stringify(schema, null, 2)}
      </pre>
    </div>
  );
}
