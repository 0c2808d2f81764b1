import { useQueryClient } from '@tanstack/react-query';
import {
  EDITOR_PAGE_CLASS,
  splitPath,
  type FileDocument,
  type PaperSize,
} from '@worksphere/contracts';
import clsx from 'clsx';
import { AlertTriangle, Check, CloudUpload, History, Pencil, Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useBlocker, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../platform/api/ApiError';
import { notify } from '../../../platform/notify/notify';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useCurrentUser } from '../../auth/components/useAuth';
import { fileKeys } from '../api/fileKeys';
import { openDocument, restoreVersion, saveDocument, useDocumentQuery } from '../api/filesApi';
import { useDocumentAutosave, type SaveState } from '../api/useDocumentAutosave';
import { FolderBreadcrumbs } from '../components/FolderBreadcrumbs';
import { VersionsDialog } from '../components/VersionsDialog';
import { documentsMessages as messages } from '../documents.messages';
import { describeFileError } from '../utils/describeFileError';

import { PageEditor } from '../editor/PageEditor';
import { documentHref } from './DocumentsPage';
import { PageFrame } from '../../../ui/PageFrame';

/** /documents/edit?path=: one document in the editor, saved as it is edited. */
export function DocumentEditorPage() {
  const [searchParams] = useSearchParams();
  const path = searchParams.get('path') ?? '';
  const document = useDocumentQuery(path);
  useDocumentTitle(messages.editorDocumentTitle(splitPath(path).name || messages.title));

  if (document.isPending) {
    return (
      <PageFrame>
        <QueryLoading label={messages.documentLoading} />
      </PageFrame>
    );
  }
  if (document.isError) {
    return (
      <PageFrame className="space-y-4">
        <FolderBreadcrumbs folder={splitPath(path).folder} current={splitPath(path).name} />
        <QueryFailed
          message={describeFileError(document.error) || messages.documentFailed}
          retryLabel={messages.retry}
          onRetry={() => void document.refetch()}
        />
      </PageFrame>
    );
  }
  // A different document starts a fresh editing session.
  return <DocumentSession key={document.data.path} document={document.data} />;
}

function DocumentSession({ document }: { document: FileDocument }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { folder, name } = splitPath(document.path);
  const autosave = useDocumentAutosave(document);
  const [content, setContent] = useState(document.content);
  const [paperSize, setPaperSize] = useState(document.paperSize);
  const [isEditing, setIsEditing] = useState(true);
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const [isReloadOpen, setIsReloadOpen] = useState(false);
  const [copyError, setCopyError] = useState<string | null>(null);
  const [isCopying, setIsCopying] = useState(false);
  const [startsInPageView] = useState(() =>
    document.content.includes(`class="${EDITOR_PAGE_CLASS}"`),
  );
  const isDirty = autosave.state !== 'saved';

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);

  function handleChange(html: string) {
    setContent(html);
    autosave.change(html);
  }

  function handlePaperSizeChange(size: PaperSize) {
    setPaperSize(size);
    autosave.changePaperSize(size);
  }

  async function handleRestore(version: number) {
    if (!(await autosave.saveNow())) throw new Error(autosave.error ?? messages.saveFailed);
    const answer = await restoreVersion({
      path: document.path,
      version,
      expectedVersion: autosave.version(),
    });
    autosave.reset(answer.document);
    setContent(answer.document.content);
    setPaperSize(answer.document.paperSize);
    queryClient.setQueryData(fileKeys.document(document.path), answer.document);
    void queryClient.invalidateQueries({ queryKey: fileKeys.versions(document.path) });
    notify.success(messages.versionRestored(version));
  }

  async function saveAsCopy() {
    setIsCopying(true);
    setCopyError(null);
    const base = name.replace(/\.html$/i, '');
    try {
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const copyName = `${base} (copy${attempt > 1 ? ` ${attempt}` : ''}).html`;
        try {
          const answer = await saveDocument({
            folder,
            name: copyName,
            content: autosave.latestContent(),
            expectedVersion: null,
            paperSize: autosave.paperSize(),
          });
          autosave.reset({
            ...document,
            content: autosave.latestContent(),
            paperSize: autosave.paperSize(),
          });
          notify.success(messages.copySaved(answer.document.name));
          queryClient.setQueryData(fileKeys.document(answer.document.path), answer.document);
          void queryClient.invalidateQueries({ queryKey: fileKeys.all });
          void navigate(documentHref(answer.document.path), { replace: true });
          return;
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 409)) throw error;
        }
      }
    } catch (error) {
      setCopyError(describeFileError(error));
    } finally {
      setIsCopying(false);
    }
  }

  async function reloadLatest() {
    setIsReloadOpen(false);
    try {
      const latest = await queryClient.fetchQuery({
        queryKey: fileKeys.document(document.path),
        queryFn: async () => (await openDocument(document.path)).document,
        staleTime: 0,
      });
      autosave.reset(latest);
      setContent(latest.content);
      setPaperSize(latest.paperSize);
    } catch (error) {
      setCopyError(describeFileError(error));
    }
  }

  return (
    <div className="flex min-h-[calc(100dvh-7rem)] flex-col">
      <div className="flex flex-col gap-2 border-b border-zinc-200 bg-white px-3 py-2 sm:flex-row sm:items-center sm:justify-between sm:px-4">
        <FolderBreadcrumbs folder={folder} current={name} />
        <div className="flex flex-wrap items-center gap-2">
          <SaveIndicator state={autosave.state} />
          {autosave.state === 'failed' || autosave.state === 'unsaved' ? (
            <Button size="sm" variant="secondary" onClick={() => void autosave.saveNow()}>
              {messages.saveNow}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            icon={<History aria-hidden className="size-4" />}
            onClick={() => setIsVersionsOpen(true)}
          >
            {messages.versions}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-pressed={!isEditing}
            icon={
              isEditing ? (
                <Eye aria-hidden className="size-4" />
              ) : (
                <Pencil aria-hidden className="size-4" />
              )
            }
            onClick={() => setIsEditing((current) => !current)}
          >
            {isEditing ? messages.readOnly : messages.edit}
          </Button>
        </div>
      </div>
      {autosave.state === 'conflict' ? (
        <div className="border-b border-amber-200 bg-amber-50 px-3 py-3 sm:px-4">
          <Alert tone="error">
            <p className="font-semibold">{messages.conflictTitle}</p>
            <p className="mt-1">{autosave.error}</p>
            {copyError ? <p className="mt-1">{copyError}</p> : null}
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" isLoading={isCopying} onClick={() => void saveAsCopy()}>
                {messages.saveAsCopy}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setIsReloadOpen(true)}>
                {messages.reloadLatest}
              </Button>
            </div>
          </Alert>
        </div>
      ) : autosave.state === 'failed' && autosave.error ? (
        <div className="px-3 pt-3 sm:px-4">
          <Alert tone="error">{autosave.error}</Alert>
        </div>
      ) : null}
      <PageEditor
        editorId="document-editor"
        organizationId={user.organizationId}
        className="flex-1"
        content={content}
        onChange={handleChange}
        isEditing={isEditing}
        pageView={startsInPageView}
        currentFilename={name}
        folder={folder}
        paperSize={paperSize}
        onPaperSizeChange={handlePaperSizeChange}
      />
      {isVersionsOpen ? (
        <VersionsDialog
          path={document.path}
          onClose={() => setIsVersionsOpen(false)}
          onRestore={handleRestore}
        />
      ) : null}
      <ConfirmDialog
        isOpen={isReloadOpen}
        title={messages.reloadLatest}
        description={messages.reloadLatestText}
        confirmLabel={messages.reload}
        onConfirm={() => void reloadLatest()}
        onClose={() => setIsReloadOpen(false)}
      />
      <ConfirmDialog
        isOpen={blocker.state === 'blocked'}
        title={messages.leaveTitle}
        description={messages.leaveText}
        confirmLabel={messages.leave}
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </div>
  );
}

const indicator: Record<SaveState, { text: string; tone: string }> = {
  saved: { text: messages.saved, tone: 'text-emerald-700' },
  saving: { text: messages.saving, tone: 'text-zinc-600' },
  unsaved: { text: messages.unsaved, tone: 'text-amber-700' },
  failed: { text: messages.saveFailed, tone: 'text-red-700' },
  conflict: { text: messages.conflictTitle, tone: 'text-red-700' },
};

function SaveIndicator({ state }: { state: SaveState }) {
  const { text, tone } = indicator[state];
  const Icon = state === 'saved' ? Check : state === 'saving' ? CloudUpload : AlertTriangle;
  return (
    <span role="status" className={clsx('inline-flex items-center gap-1.5 text-sm', tone)}>
      <Icon aria-hidden className="size-4" />
      {text}
    </span>
  );
}
