import { useState } from 'react';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useVersionsQuery } from '../api/filesApi';
import { documentsMessages as messages } from '../documents.messages';
import { describeFileError } from '../utils/describeFileError';
import { formatFileSize } from '../utils/formatFileSize';
import { VersionPreview } from './VersionPreview';

type VersionsDialogProps = {
  path: string;
  onClose: () => void;
  /** Restores a version; rejects with the server's reason. */
  onRestore: (version: number) => Promise<void>;
};

/**
 * The last 20 versions of a document and those kept before a large deletion, newest first; each
 * older one can be previewed (read-only) and restored from there or from the list.
 */
export function VersionsDialog({ path, onClose, onRestore }: VersionsDialogProps) {
  const versions = useVersionsQuery(path, true);
  const dates = useDateFormatter();
  const [busyVersion, setBusyVersion] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<number | null>(null);

  async function restore(version: number) {
    setBusyVersion(version);
    setError(null);
    try {
      await onRestore(version);
      onClose();
    } catch (caught) {
      setError(describeFileError(caught));
    } finally {
      setBusyVersion(null);
    }
  }

  if (previewed !== null) {
    return (
      <Modal
        isOpen
        size="lg"
        title={messages.versionPreviewTitle(previewed)}
        onClose={onClose}
        autoFocusFirstField={false}
      >
        <VersionPreview
          path={path}
          version={previewed}
          isRestoring={busyVersion === previewed}
          error={error}
          onBack={() => {
            setPreviewed(null);
            setError(null);
          }}
          onRestore={() => void restore(previewed)}
        />
      </Modal>
    );
  }

  return (
    <Modal isOpen title={messages.versionsTitle} onClose={onClose}>
      {error ? (
        <Alert tone="error" className="mb-3">
          {error}
        </Alert>
      ) : null}
      {versions.isPending ? (
        <QueryLoading label={messages.versionsLoading} />
      ) : versions.isError ? (
        <QueryFailed
          message={messages.versionsFailed}
          retryLabel={messages.retry}
          onRetry={() => void versions.refetch()}
        />
      ) : (
        <ul className="divide-y divide-zinc-100">
          {versions.data.versions.map((version) => {
            const isCurrent = version.version === versions.data.currentVersion;
            return (
              <li key={version.version} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-zinc-900">
                    {messages.versionLabel(version.version)}
                    {isCurrent ? (
                      <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">
                        {messages.versionCurrent}
                      </span>
                    ) : null}
                    {version.keptBeforeDeletion ? (
                      <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-800">
                        {messages.versionKeptBeforeDeletion}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs text-zinc-500">
                    {dates.formatDateTime(version.savedAt)} · {formatFileSize(version.size)}
                    {version.savedBy ? ` · ${messages.versionBy(personName(version.savedBy))}` : ''}
                  </p>
                </div>
                {isCurrent ? null : (
                  <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={messages.previewVersionLabel(version.version)}
                      onClick={() => setPreviewed(version.version)}
                    >
                      {messages.previewVersion}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      isLoading={busyVersion === version.version}
                      disabled={busyVersion !== null}
                      onClick={() => void restore(version.version)}
                    >
                      {messages.restoreVersion}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}

function personName(person: {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
}) {
  const full = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return full || person.username || '';
}
