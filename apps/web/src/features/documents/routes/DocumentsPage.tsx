import { DEFAULT_DOCUMENT_NAME, nameProblem, type FileEntry } from '@worksphere/contracts';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../platform/notify/notify';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useCurrentUser } from '../../auth/components/useAuth';
import { useFileMutations } from '../api/filesApi';
import { documentHref } from '../components/FileRow';
import { FilePreviewDialog } from '../components/FilePreviewDialog';
import { FolderPickerDialog } from '../components/FolderPickerDialog';
import { FolderView } from '../components/FolderView';
import { NameDialog } from '../components/NameDialog';
import { TrashList } from '../components/TrashList';
import { useFileUploads } from '../components/useFileUploads';
import { documentsMessages as messages } from '../documents.messages';
import { canEditDocuments, canPurgeTrash } from '../utils/canEditDocuments';
import { describeFileError, FileRuleError } from '../utils/describeFileError';
import { moveDestination, moveProblem } from '../utils/moveRules';
import { PageFrame } from '../../../ui/PageFrame';

export { documentHref };

type Dialog =
  | { kind: 'newFolder' }
  | { kind: 'newDocument' }
  | { kind: 'rename'; entry: FileEntry }
  | { kind: 'move'; entry: FileEntry }
  | { kind: 'delete'; entry: FileEntry }
  | { kind: 'preview'; entry: FileEntry };

/**
 * /documents?folder=: the organisation's files, a folder at a time (&q= searches every folder);
 * ?view=trash for the trash. Without documents:edit it is read-only.
 */
export function DocumentsPage() {
  useDocumentTitle(messages.documentTitle);
  const [searchParams, setSearchParams] = useSearchParams();
  const folder = searchParams.get('folder') ?? '';
  const isTrash = searchParams.get('view') === 'trash';
  const user = useCurrentUser();
  const canEdit = canEditDocuments(user);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const mutations = useFileMutations();
  // Kept here so uploads go on (and stay listed) while the user opens other folders.
  const uploads = useFileUploads();

  const isNewDocumentAsked = searchParams.get('new') === 'document';

  // /documents?new=document (the command palette's "New document") opens the dialog once.
  useEffect(() => {
    if (!isNewDocumentAsked) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        return next;
      },
      { replace: true },
    );
    if (canEdit) setDialog({ kind: 'newDocument' });
  }, [isNewDocumentAsked, canEdit, setSearchParams]);

  const closeDialog = () => {
    setDialog(null);
    setDialogError(null);
  };

  async function confirmDelete(entry: FileEntry) {
    try {
      await mutations.remove.mutateAsync({ path: entry.path });
      notify.success(messages.deleted(entry.name));
      closeDialog();
    } catch (error) {
      setDialogError(describeFileError(error));
    }
  }

  /** Moves after checking the destination; says where it went only once the server has. */
  async function moveEntry(entry: FileEntry, toFolder: string) {
    const problem = moveProblem(entry, toFolder);
    if (problem) throw new FileRuleError(problem);
    const { file } = await mutations.move.mutateAsync({
      path: entry.path,
      toFolder: moveDestination(toFolder),
    });
    notify.success(messages.movedTo(entry.name, file.folder));
  }

  return (
    <PageFrame>
      <PageHeader
        title={isTrash ? messages.trashTitle : messages.title}
        description={isTrash ? undefined : messages.description}
        actions={
          isTrash ? (
            <Button
              variant="secondary"
              icon={<ArrowLeft aria-hidden className="size-4" />}
              onClick={() => setSearchParams({})}
            >
              {messages.backToFiles}
            </Button>
          ) : (
            <Button
              variant="ghost"
              icon={<Trash2 aria-hidden className="size-4" />}
              onClick={() => setSearchParams({ view: 'trash' })}
            >
              {messages.trash}
            </Button>
          )
        }
      />
      {isTrash ? (
        <TrashList canEdit={canEdit} canPurge={canPurgeTrash(user)} />
      ) : (
        <FolderView
          folder={folder}
          canEdit={canEdit}
          uploads={uploads}
          onNewFolder={() => setDialog({ kind: 'newFolder' })}
          onNewDocument={() => setDialog({ kind: 'newDocument' })}
          onPreview={(entry) => setDialog({ kind: 'preview', entry })}
          onRename={(entry) => setDialog({ kind: 'rename', entry })}
          onMove={(entry) => setDialog({ kind: 'move', entry })}
          onDelete={(entry) => setDialog({ kind: 'delete', entry })}
          onDropMove={(entry, toFolder) =>
            void moveEntry(entry, toFolder).catch((error: unknown) =>
              notify.error(describeFileError(error)),
            )
          }
        />
      )}

      {dialog?.kind === 'newFolder' ? (
        <NameDialog
          title={messages.newFolder}
          label={messages.nameLabel}
          initialValue=""
          submitLabel={messages.create}
          validate={nameProblem}
          onClose={closeDialog}
          onSubmit={async (name) => {
            await mutations.createFolder.mutateAsync({ folder, name });
            notify.success(messages.folderCreated);
          }}
        />
      ) : null}
      {dialog?.kind === 'newDocument' ? (
        <NewDocumentDialog folder={folder} onClose={closeDialog} />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <NameDialog
          title={messages.renameTitle(dialog.entry.name)}
          label={messages.nameLabel}
          initialValue={dialog.entry.name}
          submitLabel={messages.save}
          validate={nameProblem}
          onClose={closeDialog}
          onSubmit={async (name) => {
            await mutations.rename.mutateAsync({ path: dialog.entry.path, name });
            notify.success(messages.renamed);
          }}
        />
      ) : null}
      {dialog?.kind === 'move' ? (
        <FolderPickerDialog entry={dialog.entry} onClose={closeDialog} onMove={moveEntry} />
      ) : null}
      {dialog?.kind === 'preview' ? (
        <FilePreviewDialog entry={dialog.entry} onClose={closeDialog} />
      ) : null}
      <ConfirmDialog
        isOpen={dialog?.kind === 'delete'}
        title={messages.deleteTitle}
        description={
          dialog?.kind === 'delete' ? (
            <>
              <p>{messages.deleteText(dialog.entry.name)}</p>
              {dialogError ? (
                <Alert tone="error" className="mt-3">
                  {dialogError}
                </Alert>
              ) : null}
            </>
          ) : null
        }
        confirmLabel={messages.delete}
        isBusy={mutations.remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && void confirmDelete(dialog.entry)}
        onClose={closeDialog}
      />
    </PageFrame>
  );
}

function NewDocumentDialog({ folder, onClose }: { folder: string; onClose: () => void }) {
  const mutations = useFileMutations();
  const navigate = useNavigate();
  return (
    <NameDialog
      title={messages.newDocument}
      label={messages.nameLabel}
      hint={messages.documentNameHint}
      initialValue={DEFAULT_DOCUMENT_NAME}
      submitLabel={messages.create}
      validate={nameProblem}
      onClose={onClose}
      onSubmit={async (name) => {
        const { document } = await mutations.createDocument.mutateAsync({ folder, name });
        void navigate(documentHref(document.path));
      }}
    />
  );
}
