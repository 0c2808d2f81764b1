import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useVersionContentQuery } from '../api/filesApi';
import { documentsMessages as messages } from '../documents.messages';
import { sanitizeVersionHtml } from '../utils/sanitizeVersionHtml';

// The app's reset strips headings, lists and tables of their look; a preview puts it back.
const CONTENT_CLASSES = [
  'text-sm leading-relaxed text-zinc-900 break-words',
  '[&_h1]:mt-4 [&_h1]:mb-2 [&_h1]:text-2xl [&_h1]:font-bold',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold',
  '[&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:text-brand-700 [&_a]:underline [&_img]:inline-block [&_img]:max-w-full',
  '[&_table]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:border-zinc-300 [&_td]:p-1.5',
  '[&_th]:border [&_th]:border-zinc-300 [&_th]:p-1.5 [&_th]:font-semibold',
].join(' ');

type VersionPreviewProps = {
  path: string;
  version: number;
  isRestoring: boolean;
  error: string | null;
  onBack: () => void;
  onRestore: () => void;
};

/** One saved version shown read-only (its HTML sanitised), to restore from here. */
export function VersionPreview({
  path,
  version,
  isRestoring,
  error,
  onBack,
  onRestore,
}: VersionPreviewProps) {
  const query = useVersionContentQuery(path, version);
  const html = useMemo(
    () => (query.data ? sanitizeVersionHtml(query.data.version.content) : ''),
    [query.data],
  );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          size="sm"
          variant="ghost"
          icon={<ArrowLeft aria-hidden className="size-4" />}
          onClick={onBack}
        >
          {messages.backToVersions}
        </Button>
        <Button
          size="sm"
          icon={<RotateCcw aria-hidden className="size-4" />}
          isLoading={isRestoring}
          disabled={!query.data}
          onClick={onRestore}
        >
          {messages.restoreThisVersion}
        </Button>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {query.isPending ? (
        <QueryLoading label={messages.versionPreviewLoading} />
      ) : query.isError ? (
        <QueryFailed
          message={messages.versionPreviewFailed}
          retryLabel={messages.retry}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <section
          aria-label={messages.previewVersionLabel(version)}
          className="max-h-[55dvh] overflow-auto rounded-lg border border-zinc-200 bg-white p-4 shadow-inner"
        >
          <div
            data-testid="version-preview-content"
            className={CONTENT_CLASSES}
            // Sanitised above (DOMPurify); shown, never edited.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </section>
      )}
    </div>
  );
}
