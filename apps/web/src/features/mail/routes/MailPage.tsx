import clsx from 'clsx';
import { useQueryClient } from '@tanstack/react-query';
import type { EmailContent, EmailNewMailEvent, EmailSummary } from '@worksphere/contracts';
import {
  CalendarClock,
  Keyboard,
  MailPlus,
  RefreshCw,
  Settings,
  SlidersHorizontal,
} from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { buttonClasses, Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { IconButton } from '../../../ui/IconButton';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { useAccountsQuery } from '../../accounts/api/accountsApi';
import { AccountSelector } from '../../accounts/components/AccountSelector';
import {
  mailAccountsOf,
  useArchiveMutation,
  useFetchNewEmailsMutation,
  useFoldersQuery,
  useMessageListQuery,
  useMoveMutation,
} from '../api/mailApi';
import { mailKeys } from '../api/mailKeys';
import { ArchivedToast } from '../components/ArchivedToast';
import {
  MailComposer,
  type ComposerState,
  type InlineComposeRequest,
} from '../components/MailComposer';
import { MailSettingsDialog } from '../components/MailSettingsDialog';
import { ScheduledMailDialog } from '../components/ScheduledMailDialog';
import { Modal } from '../../../ui/Modal';
import { UndoSendToast } from '../components/UndoSendToast';
import { useCancelOutgoingMutation } from '../api/mailWritingApi';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import type { Outgoing } from '@worksphere/contracts';
import { MailFolderList } from '../components/MailFolderList';
import { FolderSelect } from '../components/FolderSelect';
import { MailSearchField } from '../components/MailSearchField';
import { MessageListPane } from '../components/MessageListPane';
import { ReadingPane } from '../components/ReadingPane';
import { ShortcutHelpDialog } from '../components/ShortcutHelpDialog';
import { SyncStatus } from '../components/SyncStatus';
import { mailMessages as messages } from '../mail.messages';
import { useMailLiveUpdates } from '../realtime/useMailLiveUpdates';
import { folderSections } from '../utils/folderList';
import { neighbourMessageId } from '../utils/mailShortcuts';
import { flattenMessagePages, threadCountsOf } from '../utils/messagePages';
import { useComposeParam } from '../utils/useComposeParam';
import { contactsRecipientSource } from '../../contacts/api/contactsRecipientSource';
import { useMailLocation } from '../utils/useMailLocation';
import { useMailShortcuts } from '../utils/useMailShortcuts';
import { PageFrame } from '../../../ui/PageFrame';
import { pageTitleClasses } from '../../../ui/PageHeader';

/** Below this width list and message are two screens (spec 3 §9's narrow-screen breakpoint). */
const NARROW_MEDIA_QUERY = '(max-width: 767.98px)';
const columnClasses = 'flex min-h-0 flex-col rounded-2xl border border-zinc-200 bg-white';

/**
 * /mail: the account selector (spec 1 §2.7), folders with unread counts, the message list and
 * the reading pane, search, compose and the keyboard; on phones list and message are two screens.
 */
export function MailPage() {
  useDocumentTitle(messages.documentTitle);
  const mail = useMailLocation();
  const queryClient = useQueryClient();
  const isNarrow = useMediaQuery(NARROW_MEDIA_QUERY);
  const accountsQuery = useAccountsQuery();
  const accounts = useMemo(() => mailAccountsOf(accountsQuery.data ?? []), [accountsQuery.data]);
  const hasAccounts = accounts.length > 0;
  const [newMailNotice, setNewMailNotice] = useState('');
  const handleNewMail = useCallback(
    (event: EmailNewMailEvent) => {
      if (event.folder === mail.folder && event.emails.length > 0) {
        setNewMailNotice(messages.list.newMail(event.emails.length));
      }
    },
    [mail.folder],
  );
  const syncStates = useMailLiveUpdates({ onNewMail: handleNewMail });

  const foldersQuery = useFoldersQuery(mail.accountId, { enabled: hasAccounts });
  const folders = useMemo(() => foldersQuery.data?.folders ?? [], [foldersQuery.data]);
  const sections = folderSections(folders, accounts, mail.accountId);
  const list = useMessageListQuery(
    { accountId: mail.accountId, folder: mail.folder, query: mail.query, source: mail.source },
    { enabled: hasAccounts },
  );
  const emails = useMemo(() => flattenMessagePages(list.data?.pages), [list.data]);
  const threadCounts = useMemo(() => threadCountsOf(list.data?.pages), [list.data]);

  // Entering a folder asks the server for what is new there; it answers at once and the sync's
  // findings arrive over the socket.
  const fetchNew = useFetchNewEmailsMutation();
  const { mutate: fetchNewMutate } = fetchNew;
  useEffect(() => {
    if (hasAccounts) fetchNewMutate({ accountId: mail.accountId, folder: mail.folder });
  }, [hasAccounts, mail.accountId, mail.folder, fetchNewMutate]);

  const archive = useArchiveMutation();
  const move = useMoveMutation();
  /** A new message (or one brought back by Undo), written in a dialog. */
  const [compose, setCompose] = useState<InlineComposeRequest | null>(null);
  useComposeParam(hasAccounts, (to) => setCompose({ mode: 'new', original: null, to }));
  const [inline, setInline] = useState<InlineComposeRequest | null>(null);
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const [isScheduledOpen, setIsScheduledOpen] = useState(false);
  const cancelOutgoing = useCancelOutgoingMutation();
  const dates = useDateFormatter();
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  // A message opened from the list added one history entry: the phone's back button takes it
  // away again, so the browser's own back does not return to the message.
  const openedFromListRef = useRef(false);

  useEffect(() => {
    if (mail.messageId === null) openedFromListRef.current = false;
  }, [mail.messageId]);

  function openFromList(emailId: string) {
    const hadMessage = mail.messageId !== null;
    mail.openMessage(emailId, { replace: hadMessage });
    if (!hadMessage) openedFromListRef.current = true;
  }

  function backToList() {
    if (openedFromListRef.current) {
      openedFromListRef.current = false;
      void navigate(-1);
    } else {
      mail.closeMessage();
    }
  }

  /** The open message in full when it has loaded (read when a key is pressed, not rendered). */
  function openEmailContent(): EmailContent | null {
    if (!mail.messageId) return null;
    return queryClient.getQueryData<EmailContent>(mailKeys.content(mail.messageId)) ?? null;
  }

  /** After the open message leaves the list, the next one opens (the list itself on phones). */
  function leaveMessage(emailId: string) {
    if (mail.messageId !== emailId) return;
    const ids = emails.map((email) => email.id);
    const following = neighbourMessageId(ids, emailId, 'next');
    const next = following !== emailId ? following : neighbourMessageId(ids, emailId, 'previous');
    if (isNarrow) backToList();
    else if (!next || next === emailId) mail.closeMessage();
    else mail.openMessage(next, { replace: true });
  }

  /** The message an inline composer belongs to (it shows under that message only). */
  const inlineFor = inline ? (inline.draft?.id ?? inline.original?.id ?? null) : null;
  useEffect(() => {
    if (inlineFor !== null && mail.messageId !== inlineFor) setInline(null);
  }, [inlineFor, mail.messageId]);

  /** After Send: the toast with Undo, which brings the composer back as it was. */
  function handleQueued(request: InlineComposeRequest, outgoing: Outgoing, state: ComposerState) {
    const waitMs = new Date(outgoing.sendAt).getTime() - Date.now();
    const isScheduled = waitMs > 60_000;
    const text = isScheduled
      ? messages.writing.scheduledFor(dates.formatDateTime(outgoing.sendAt, { withWeekday: true }))
      : messages.writing.sendingIn(Math.max(0, Math.round(waitMs / 1000)));
    toast(
      ({ closeToast }) => (
        <UndoSendToast
          text={text}
          closeToast={closeToast}
          onUndo={() =>
            cancelOutgoing
              .mutateAsync(outgoing.id)
              .then(() => {
                const anchor = request.draft?.id ?? request.original?.id ?? null;
                if (anchor === null) {
                  setCompose({ ...request, restored: state });
                  toast.success(messages.writing.undone);
                  return;
                }
                if (anchor && mail.messageId !== anchor) mail.openMessage(anchor);
                setInline({ ...request, restored: state });
                toast.success(messages.writing.undone);
              })
              .catch(
                (error: unknown) =>
                  void toast.error(describeApiError(error, messages.writing.undoFailed)),
              )
          }
        />
      ),
      {
        autoClose: isScheduled ? 8000 : Math.max(waitMs, 3000),
        // Once it went, the copy in Sent shows in the lists.
        onClose: () => {
          void queryClient.invalidateQueries({ queryKey: mailKeys.lists });
          void queryClient.invalidateQueries({ queryKey: mailKeys.folders });
          void queryClient.invalidateQueries({ queryKey: mailKeys.threads });
        },
      },
    );
  }

  function archiveEmail(email: Pick<EmailSummary, 'id' | 'folder'>) {
    leaveMessage(email.id);
    archive.mutate(
      { emailId: email.id },
      {
        onSuccess: (archived) => {
          toast(({ closeToast }) => (
            <ArchivedToast
              closeToast={closeToast}
              onUndo={() =>
                move
                  .mutateAsync({ emailId: archived.id, folder: email.folder })
                  .then(() => void toast.success(messages.actions.undone))
                  .catch(
                    (error: unknown) =>
                      void toast.error(describeApiError(error, messages.actions.undoFailed)),
                  )
              }
            />
          ));
        },
        onError: (error) => toast.error(describeApiError(error, messages.actions.archiveFailed)),
      },
    );
  }

  function moveEmail(email: EmailSummary, folder: string) {
    leaveMessage(email.id);
    move.mutate(
      { emailId: email.id, folder },
      {
        onSuccess: () => toast.success(messages.actions.moved(folder)),
        onError: (error) => toast.error(describeApiError(error, messages.actions.moveFailed)),
      },
    );
  }

  useMailShortcuts(
    (action) => {
      const ids = emails.map((email) => email.id);
      const openEmail = openEmailContent();
      const openSummary: EmailSummary | null =
        openEmail ?? emails.find((email) => email.id === mail.messageId) ?? null;
      switch (action) {
        case 'next':
        case 'previous': {
          const id = neighbourMessageId(ids, mail.messageId, action);
          if (id && id !== mail.messageId)
            mail.openMessage(id, { replace: mail.messageId !== null });
          return;
        }
        case 'archive':
          if (openSummary) archiveEmail(openSummary);
          return;
        case 'reply':
        case 'replyAll':
        case 'forward':
          if (openEmail) setInline({ mode: action, original: openEmail });
          return;
        case 'search':
          searchRef.current?.focus();
          return;
        case 'compose':
          if (hasAccounts) setCompose({ mode: 'new', original: null });
          return;
        case 'help':
          setIsHelpOpen(true);
      }
    },
    compose === null && inline === null && !isHelpOpen && !isSettingsOpen && !isScheduledOpen,
  );

  const showReader = !isNarrow || mail.messageId !== null;
  const showList = !isNarrow || mail.messageId === null;
  const accountSelector = (
    <AccountSelector
      accounts={accounts}
      value={mail.accountId}
      onChange={mail.selectAccount}
      label={messages.accountLabel}
      disabled={!hasAccounts}
    />
  );

  return (
    <PageFrame className="flex h-[calc(100dvh-8rem)] min-h-[30rem] flex-col">
      <div className={isNarrow && mail.messageId ? 'sr-only' : 'mb-3 flex items-center gap-2'}>
        <h1 className={clsx('min-w-0 flex-1', pageTitleClasses)}>{messages.title}</h1>
        <SyncStatus syncStates={syncStates} accounts={accounts} accountId={mail.accountId} />
        <IconButton
          label={messages.refresh}
          icon={<RefreshCw className="size-5" />}
          disabled={!hasAccounts || fetchNew.isPending}
          onClick={() => fetchNewMutate({ accountId: mail.accountId, folder: mail.folder })}
        />
        <IconButton
          label={messages.writing.scheduled}
          icon={<CalendarClock className="size-5" />}
          disabled={!hasAccounts}
          onClick={() => setIsScheduledOpen(true)}
        />
        <IconButton
          label={messages.writing.settings}
          icon={<SlidersHorizontal className="size-5" />}
          disabled={!hasAccounts}
          onClick={() => setIsSettingsOpen(true)}
        />
        <IconButton
          label={messages.shortcuts.open}
          icon={<Keyboard className="size-5" />}
          onClick={() => setIsHelpOpen(true)}
        />
        <Button
          icon={<MailPlus aria-hidden className="size-4" />}
          disabled={!hasAccounts}
          onClick={() => setCompose({ mode: 'new', original: null })}
          aria-keyshortcuts="c"
        >
          {messages.compose.compose}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {newMailNotice}
      </p>

      {accountsQuery.isPending ? (
        <QueryLoading label={messages.list.loading} />
      ) : accountsQuery.isError ? (
        <QueryFailed
          message={describeApiError(accountsQuery.error, messages.list.failed)}
          retryLabel={messages.retry}
          onRetry={() => void accountsQuery.refetch()}
        />
      ) : !hasAccounts ? (
        <div className={columnClasses}>
          <div className="p-4">{accountSelector}</div>
          <EmptyState
            icon={<Settings aria-hidden className="size-6" />}
            title={messages.list.noAccountsTitle}
            description={messages.list.noAccountsText}
            action={
              <Link to="/settings#accounts" className={buttonClasses('primary')}>
                {messages.list.connectAccount}
              </Link>
            }
          />
        </div>
      ) : (
        <div className="grid min-h-0 flex-1 gap-3 md:grid-cols-[13rem_20rem_1fr] xl:grid-cols-[15rem_26rem_1fr]">
          {!isNarrow ? (
            <aside
              aria-label={messages.foldersLabel}
              className={`${columnClasses} overflow-y-auto p-3`}
            >
              {accountSelector}
              <div className="mt-4">
                {foldersQuery.isPending ? (
                  <QueryLoading label={messages.foldersLoading} />
                ) : foldersQuery.isError ? (
                  <QueryFailed
                    message={describeApiError(foldersQuery.error, messages.foldersFailed)}
                    retryLabel={messages.retry}
                    onRetry={() => void foldersQuery.refetch()}
                  />
                ) : (
                  <MailFolderList
                    sections={sections}
                    folders={folders}
                    accountId={mail.accountId}
                    folder={mail.folder}
                    onSelect={mail.selectFolder}
                  />
                )}
              </div>
            </aside>
          ) : null}
          {showList ? (
            <section aria-label={messages.list.label} className={columnClasses}>
              <MessageListPane
                list={list}
                emails={emails}
                threadCounts={threadCounts}
                accounts={accounts}
                query={mail.query}
                source={mail.source}
                selectedId={mail.messageId}
                onOpen={openFromList}
                onSearchOnServer={mail.searchOnServer}
                onBackToCached={mail.backToCached}
                onClearSearch={mail.clearSearch}
                header={
                  <>
                    {isNarrow ? (
                      <div className="grid grid-cols-2 gap-2">
                        {accountSelector}
                        <FolderSelect
                          sections={sections}
                          folders={folders}
                          accountId={mail.accountId}
                          folder={mail.folder}
                          onSelect={mail.selectFolder}
                        />
                      </div>
                    ) : null}
                    <MailSearchField ref={searchRef} value={mail.query} onCommit={mail.search} />
                  </>
                }
              />
            </section>
          ) : null}
          {showReader ? (
            <section
              aria-label={messages.reader.label}
              className={`${columnClasses} overflow-y-auto`}
            >
              <ReadingPane
                emailId={mail.messageId}
                folders={folders}
                onBack={isNarrow ? backToList : undefined}
                onArchive={archiveEmail}
                onMove={moveEmail}
                onCompose={(mode, email) => setInline({ mode, original: email })}
                onEditDraft={(draft) => setInline({ mode: 'new', original: null, draft })}
                composer={
                  inline && inlineFor === mail.messageId ? (
                    <MailComposer
                      key={`${inlineFor}:${inline.mode}:${inline.restored ? 'restored' : 'new'}`}
                      request={inline}
                      accounts={accounts}
                      currentAccountId={mail.accountId}
                      recipientSources={[contactsRecipientSource]}
                      onClose={() => setInline(null)}
                      onQueued={(outgoing, state) => handleQueued(inline, outgoing, state)}
                    />
                  ) : null
                }
              />
            </section>
          ) : null}
        </div>
      )}
      {compose ? (
        <Modal
          isOpen
          onClose={() => setCompose(null)}
          title={messages.compose.newMessage}
          size="lg"
        >
          <MailComposer
            request={compose}
            accounts={accounts}
            currentAccountId={mail.accountId}
            isInDialog
            recipientSources={[contactsRecipientSource]}
            onClose={() => setCompose(null)}
            onQueued={(outgoing, state) => handleQueued(compose, outgoing, state)}
          />
        </Modal>
      ) : null}
      <ShortcutHelpDialog isOpen={isHelpOpen} onClose={() => setIsHelpOpen(false)} />
      {isScheduledOpen ? <ScheduledMailDialog onClose={() => setIsScheduledOpen(false)} /> : null}
      {isSettingsOpen ? (
        <MailSettingsDialog accounts={accounts} onClose={() => setIsSettingsOpen(false)} />
      ) : null}
    </PageFrame>
  );
}
