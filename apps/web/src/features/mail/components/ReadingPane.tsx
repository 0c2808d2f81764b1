import type { EmailContent, MailFolder } from '@worksphere/contracts';
import {
  Archive,
  ArrowLeft,
  FilePenLine,
  FolderInput,
  Forward,
  Mail,
  MailOpen,
  Reply,
  ReplyAll,
  Star,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { EmptyState } from '../../../ui/EmptyState';
import { IconButton } from '../../../ui/IconButton';
import { Menu, MenuItem } from '../../../ui/Menu';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { Toolbar } from '../../../ui/Toolbar';
import {
  useAllowRemoteImagesMutation,
  useEmailContentQuery,
  useMarkImportantMutation,
  useMarkReadMutation,
} from '../api/mailApi';
import { mailMessages } from '../mail.messages';
import type { ComposeMode } from '../utils/replyDraft';
import { folderLabel, sortFolders } from '../utils/folderList';
import { addressLine } from '../utils/formatMail';
import { AttachmentList } from './AttachmentList';
import { ConversationHistory } from './ConversationHistory';
import { MessageBody } from './MessageBody';
import { RemoteImagesBar } from './RemoteImagesBar';
import { SenderAvatar, useSenderLabel } from './SenderAvatar';
import { AiAssistBar } from '../../ai/components/AiAssistBar';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

const messages = mailMessages.reader;

type ReadingPaneProps = {
  emailId: string | null;
  /** The folders on screen; those of the message's account are offered by "Move to folder". */
  folders: readonly MailFolder[];
  /** Phones: back to the list (the pane is a screen of its own there). */
  onBack?: () => void;
  onArchive: (email: EmailContent) => void;
  onMove: (email: EmailContent, folder: string) => void;
  onCompose: (mode: Exclude<ComposeMode, 'new'>, email: EmailContent) => void;
  /** Reopen a draft in the composer. */
  onEditDraft: (draft: EmailContent) => void;
  /** The inline composer of a reply, reply all, forward or draft of this message, if open. */
  composer?: ReactNode;
};

/** The open message: header, actions, remote-image bar, attachments and the sandboxed body. */
export function ReadingPane({
  emailId,
  folders,
  onBack,
  onArchive,
  onMove,
  onCompose,
  onEditDraft,
  composer,
}: ReadingPaneProps) {
  const content = useEmailContentQuery(emailId);
  const dates = useDateFormatter();
  const markRead = useMarkReadMutation();
  const markImportant = useMarkImportantMutation();
  const allowImages = useAllowRemoteImagesMutation();
  const email = content.data;

  // Opening an unread message reads it, once: marking it unread again afterwards sticks.
  const markedRef = useRef(new Set<string>());
  const { mutate: markReadMutate } = markRead;
  useEffect(() => {
    if (!email || email.isRead || markedRef.current.has(email.id)) return;
    markedRef.current.add(email.id);
    markReadMutate({ emailId: email.id, read: true });
  }, [email, markReadMutate]);

  const backButton = onBack ? (
    <IconButton
      label={messages.backToList}
      icon={<ArrowLeft className="size-5" />}
      onClick={onBack}
    />
  ) : null;

  if (emailId === null) {
    return (
      <EmptyState
        icon={<Mail aria-hidden className="size-6" />}
        title={messages.noneTitle}
        description={messages.noneText}
        className="h-full"
      />
    );
  }
  if (content.isPending) {
    return (
      <div className="px-4">
        {backButton}
        <QueryLoading label={messages.loading} />
      </div>
    );
  }
  if (content.isError || !email) {
    return (
      <div className="space-y-3 p-4">
        {backButton}
        <QueryFailed
          message={describeFetchError(content.error, messages.failed)}
          retryLabel={mailMessages.retry}
          onRetry={() => void content.refetch()}
        />
      </div>
    );
  }

  const subject = email.subject || mailMessages.list.noSubject;
  const moveTargets = sortFolders(
    folders.filter(
      (folder) => folder.accountId === email.accountId && folder.path !== email.folder,
    ),
  );

  function toggleImportant(current: EmailContent) {
    markImportant.mutate(
      { emailId: current.id, important: !current.isImportant },
      {
        onError: (error) =>
          toast.error(describeApiError(error, mailMessages.actions.importantFailed)),
      },
    );
  }

  function toggleRead(current: EmailContent) {
    markRead.mutate(
      { emailId: current.id, read: !current.isRead },
      { onError: (error) => toast.error(describeApiError(error, mailMessages.actions.readFailed)) },
    );
  }

  return (
    <article aria-label={messages.label} className="flex min-h-full flex-col">
      <header className="border-b border-zinc-100 px-4 pt-3 pb-3">
        <div className="flex items-center gap-1">
          {backButton}
          <Toolbar label={messages.toolbar} className="flex flex-1 flex-wrap items-center gap-0.5">
            <IconButton
              label={messages.archive}
              icon={<Archive className="size-5" />}
              onClick={() => onArchive(email)}
            />
            {email.isDraft ? (
              <IconButton
                label={mailMessages.writing.editDraft}
                icon={<FilePenLine className="size-5" />}
                onClick={() => onEditDraft(email)}
              />
            ) : null}
            <IconButton
              label={messages.reply}
              icon={<Reply className="size-5" />}
              onClick={() => onCompose('reply', email)}
            />
            <IconButton
              label={messages.replyAll}
              icon={<ReplyAll className="size-5" />}
              onClick={() => onCompose('replyAll', email)}
            />
            <IconButton
              label={messages.forward}
              icon={<Forward className="size-5" />}
              onClick={() => onCompose('forward', email)}
            />
            <IconButton
              label={email.isImportant ? messages.unmarkImportant : messages.markImportant}
              aria-pressed={email.isImportant}
              icon={
                <Star
                  className={email.isImportant ? 'size-5 fill-amber-400 text-amber-500' : 'size-5'}
                />
              }
              onClick={() => toggleImportant(email)}
            />
            <IconButton
              label={email.isRead ? messages.markUnread : messages.markRead}
              icon={email.isRead ? <Mail className="size-5" /> : <MailOpen className="size-5" />}
              onClick={() => toggleRead(email)}
            />
            {moveTargets.length > 0 ? (
              <Menu
                label={messages.moveTo}
                isIconOnly
                trigger={<FolderInput aria-hidden className="size-5" />}
                triggerClassName="inline-flex size-9 items-center justify-center rounded-lg text-zinc-600 outline-none hover:bg-zinc-100 hover:text-zinc-900 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500"
                onAction={(key) => onMove(email, String(key))}
              >
                {moveTargets.map((folder) => (
                  <MenuItem key={folder.id} id={folder.path}>
                    {folderLabel(folder)}
                  </MenuItem>
                ))}
              </Menu>
            ) : null}
          </Toolbar>
        </div>
        <h2 className="mt-2 text-lg font-semibold break-words text-zinc-900">{subject}</h2>
        <SenderLine email={email} />
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          {email.to.length > 0 ? (
            <>
              <dt className="text-zinc-500">{messages.to}</dt>
              <dd className="min-w-0 break-words text-zinc-700">{addressLine(email.to)}</dd>
            </>
          ) : null}
          {email.cc.length > 0 ? (
            <>
              <dt className="text-zinc-500">{messages.cc}</dt>
              <dd className="min-w-0 break-words text-zinc-700">{addressLine(email.cc)}</dd>
            </>
          ) : null}
          <dt className="text-zinc-500">{messages.date}</dt>
          <dd className="text-zinc-700">
            <time dateTime={email.date}>
              {dates.formatDateTime(email.date, { withWeekday: true })}
            </time>
          </dd>
        </dl>
      </header>
      <ConversationHistory email={email} />
      <AiAssistBar source="email" id={email.id} />
      {email.remoteImages === 'blocked' ? (
        <RemoteImagesBar
          sender={email.from?.address ?? null}
          isBusy={allowImages.isPending}
          onAllow={(scope) =>
            allowImages.mutate(
              { emailId: email.id, scope },
              { onError: (error) => toast.error(describeApiError(error, messages.failed)) },
            )
          }
        />
      ) : null}
      <AttachmentList attachments={email.attachments} />
      <MessageBody
        key={`${email.id}:${email.remoteImages}`}
        html={email.html}
        text={email.text}
        title={messages.bodyTitle(subject)}
        allowRemoteImages={email.remoteImages === 'allowed'}
      />
      {composer}
    </article>
  );
}

/** Who wrote it: avatar, the name contacts know them by (else the mail's), and the address. */
function SenderLine({ email }: { email: EmailContent }) {
  const label = useSenderLabel(email.from);
  const address = email.from?.address;
  return (
    <div className="mt-3 flex items-center gap-3">
      <SenderAvatar from={email.from} label={label} />
      <p className="min-w-0 text-sm break-words">
        <span className="sr-only">{messages.from}: </span>
        <span data-testid="reader-sender" className="font-semibold text-zinc-900">
          {label}
        </span>
        {address && address !== label ? (
          <span className="ml-1.5 text-zinc-500">{`<${address}>`}</span>
        ) : null}
      </p>
    </div>
  );
}
