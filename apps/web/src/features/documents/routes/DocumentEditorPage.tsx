import { useQueryClient } from '@tanstack/react-query';
import { splitPath, type FileDocument } from '@worksphere/contracts';
import clsx from 'clsx';
import { Check, CloudUpload, Eye, History, Pencil, Save, WifiOff } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useBlocker, useSearchParams } from 'react-router';
import { notify } from '../../../platform/notify/notify';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Button } from '../../../ui/Button';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useCurrentUser } from '../../auth/components/useAuth';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { fetchVersion, useDocumentQuery } from '../api/filesApi';
import { fileKeys } from '../api/fileKeys';
import { FolderBreadcrumbs } from '../components/FolderBreadcrumbs';
import { VersionsDialog } from '../components/VersionsDialog';
import { documentsMessages as messages } from '../documents.messages';
import { CollabAvatars } from '../editor/collab/CollabAvatars';
import { collabColorOf } from '../editor/collab/collabColors';
import type { CollabUser } from '../editor/collab/CollaborationCaret';
import { useCollabSession, type CollabSession } from '../editor/collab/useCollabSession';
import { PageEditor } from '../editor/PageEditor';
import { savedMode } from '../editor/pageContent';
import { describeFileError } from '../utils/describeFileError';
import { useLeaveAfterSave } from './useLeaveAfterSave';
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
  const collabUser = useMemo(
    () => ({ id: user.id, name: displayNameOf(user), color: collabColorOf(user.id) }),
    [user],
  );
  const session = useCollabSession(document.id);
  if (!session) return <QueryLoading label={messages.documentLoading} />;
  return <SharedDocument document={document} session={session} user={collabUser} />;
}

/** A document written together: every change goes to the shared document, saved by the server. */
function SharedDocument({
  document,
  session,
  user,
}: {
  document: FileDocument;
  session: CollabSession;
  user: CollabUser;
}) {
  const { organizationId } = useCurrentUser();
  const queryClient = useQueryClient();
  const { folder, name } = splitPath(document.path);
  // Set only to replace the shared document (a restored version); typing never sets it.
  const [content, setContent] = useState(document.content);
  const [paperSize, setPaperSize] = useState(document.paperSize);
  const [isEditing, setIsEditing] = useState(true);
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const [isSavingVersion, setIsSavingVersion] = useState(false);
  const [startsInPageView] = useState(() => savedMode(document.content) === 'page');
  const isOffline = session.status === 'offline';
  const isDirty = !session.isStored;
  const canEdit = !session.isReadOnly;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  const isAskingToLeave = useLeaveAfterSave(blocker, isDirty);

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

  // The server saves as people type: what lists this document (its folder, its versions) is
  // read again when a store lands and when the editor is left.
  useEffect(() => {
    if (session.isStored) {
      void queryClient.invalidateQueries({ queryKey: fileKeys.versions(document.path) });
    }
  }, [session.isStored, queryClient, document.path]);
  useEffect(
    () => () => void queryClient.invalidateQueries({ queryKey: fileKeys.folder(folder) }),
    [queryClient, folder],
  );

  // A version is one change everybody sees: its content replaces the shared document, and the
  // server keeps the result as the newest version.
  async function handleRestore(version: number) {
    const answer = await queryClient.fetchQuery({
      queryKey: fileKeys.version(document.path, version),
      queryFn: ({ signal }) => fetchVersion(document.path, version, signal),
    });
    // Committed now, so the editor's change is on the socket before the request to keep it.
    flushSync(() => setContent(answer.version.content));
    await session.saveVersion();
    void queryClient.invalidateQueries({ queryKey: fileKeys.versions(document.path) });
    notify.success(messages.versionRestored(version));
  }

  // On demand: the document as it is now kept as a new version (for everybody's list).
  async function handleSaveVersion() {
    setIsSavingVersion(true);
    try {
      await session.saveVersion();
      void queryClient.invalidateQueries({ queryKey: fileKeys.versions(document.path) });
      notify.success(messages.versionSaved);
    } finally {
      setIsSavingVersion(false);
    }
  }

  return (
    <div className="flex min-h-[calc(100dvh-7rem)] flex-col">
      <div className="flex flex-col gap-2 border-b border-zinc-200 bg-white px-3 py-2 sm:flex-row sm:items-center sm:justify-between sm:px-4">
        <FolderBreadcrumbs folder={folder} current={name} />
        <div className="flex flex-wrap items-center gap-2">
          <CollabAvatars people={session.peers} />
          <SaveIndicator state={isOffline ? 'offline' : session.isStored ? 'saved' : 'saving'} />
          {canEdit ? (
            <Button
              size="sm"
              variant="ghost"
              isLoading={isSavingVersion}
              disabled={isOffline}
              icon={<Save aria-hidden className="size-4" />}
              onClick={() => void handleSaveVersion()}
            >
              {messages.saveVersion}
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
          {canEdit ? (
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
          ) : null}
        </div>
      </div>
      <PageEditor
        editorId="document-editor"
        organizationId={organizationId}
        className="flex-1"
        content={content}
        // Editing starts from the server's copy: a change typed before it arrived would stand
        // beside it (an extra paragraph), not in it.
        isEditing={isEditing && canEdit && session.isSynced}
        pageView={startsInPageView}
        currentFilename={name}
        folder={folder}
        paperSize={paperSize}
        onPaperSizeChange={setPaperSize}
        collab={{ session, user }}
        documentId={document.id}
      />
      {isVersionsOpen ? (
        <VersionsDialog
          path={document.path}
          onClose={() => setIsVersionsOpen(false)}
          onRestore={handleRestore}
        />
      ) : null}
      <ConfirmDialog
        isOpen={isAskingToLeave}
        title={messages.leaveTitle}
        description={messages.leaveText}
        confirmLabel={messages.leave}
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </div>
  );
}

type SaveState = 'saved' | 'saving' | 'offline';

const indicator: Record<SaveState, { text: string; tone: string }> = {
  saved: { text: messages.saved, tone: 'text-emerald-700' },
  saving: { text: messages.saving, tone: 'text-zinc-600' },
  offline: { text: messages.offline, tone: 'text-amber-700' },
};

function SaveIndicator({ state }: { state: SaveState }) {
  const { text, tone } = indicator[state];
  const Icon = state === 'saved' ? Check : state === 'saving' ? CloudUpload : WifiOff;
  return (
    <span role="status" className={clsx('inline-flex items-center gap-1.5 text-sm', tone)}>
      <Icon aria-hidden className="size-4" />
      {text}
    </span>
  );
}
