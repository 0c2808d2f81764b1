import {
  type ConnectedAccount,
  type EmailAttachment,
  type EmailContent,
  type Outgoing,
} from '@worksphere/contracts';
import { CalendarClock, Paperclip, Send, Trash2, X } from 'lucide-react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { QueryLoading } from '../../../ui/QueryStatus';
import { IconButton } from '../../../ui/IconButton';
import { RichTextEditor, type RichTextEditorHandle } from '../../../ui/RichTextEditor';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import {
  fetchMailedRecipients,
  useDeleteDraftMutation,
  useMailSettingsQuery,
  useQueueEmailMutation,
} from '../api/mailWritingApi';
import { accountLabelShown } from '../../accounts/utils/accountLabelShown';
import { mailMessages } from '../mail.messages';
import { composedHtml, originalBlock, textToHtml } from '../utils/composerContent';
import { formatSize } from '../utils/formatMail';
import type { RecipientSource } from '../utils/recipientInput';
import {
  buildDraft,
  formatAddress,
  isEmailAddress,
  parseAddressList,
  plainTextOf,
  type ComposeMode,
} from '../utils/replyDraft';
import { useComposeAssist } from '../utils/useComposeAssist';
import { useDraftAutosave } from '../utils/useDraftAutosave';
import {
  ComposeAssistBackground,
  ComposeAssistButtons,
  ComposeAssistStatus,
} from './ComposeAssist';
import { RecipientsField } from './RecipientsField';

const messages = mailMessages.writing;
const composeMessages = mailMessages.compose;

/** People mailed before: the suggestions every recipients field starts with. */
export const MAILED_BEFORE_SOURCE: RecipientSource = {
  key: 'mailed',
  search: fetchMailedRecipients,
};

/** Everything the composer holds, to bring it back after an Undo. */
export type ComposerState = {
  accountId: string;
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  /** What the user wrote (the editor). */
  html: string;
  /** The quoted original or forwarded message that goes under it ('' for none). */
  quoteHtml: string;
  /** Whether the account's signature goes between them (a reopened draft has its own). */
  withSignature: boolean;
  draftId: string | null;
  /** Files attached from this device (not on the saved draft yet). */
  files: File[];
  /** Files on the saved draft that go with it (a reopened draft's). */
  attachments: EmailAttachment[];
};

export type InlineComposeRequest = {
  mode: ComposeMode;
  original: EmailContent | null;
  /** A saved draft being reopened. */
  draft?: EmailContent | null;
  /** The composer as it was when Send was undone. */
  restored?: ComposerState | null;
  /** Addresses a new message starts with ("Name <a@b>, ..."). */
  to?: string;
};

type MailComposerProps = {
  request: InlineComposeRequest;
  accounts: readonly ConnectedAccount[];
  currentAccountId: string;
  /** Extra suggestion sources after people mailed before (contacts). */
  recipientSources?: readonly RecipientSource[];
  onClose: () => void;
  onQueued: (outgoing: Outgoing, state: ComposerState) => void;
  /** In the new-message dialog (which has the title): no frame or heading of its own. */
  isInDialog?: boolean;
};

const TITLES: Record<ComposeMode, string> = {
  new: composeMessages.newMessage,
  reply: composeMessages.replyTitle,
  replyAll: composeMessages.replyAllTitle,
  forward: composeMessages.forwardTitle,
};

const split = (value: string) =>
  value
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The rich composer shown under the message it answers (reply, reply all, forward) or for a
 * reopened draft: recipients with suggestions, the text with the account's signature and the
 * quoted original, saved as a draft while typing, sent after the undo delay or at a chosen time.
 * Mount it once the settings are loaded (MailComposerLoader).
 */
function MailComposerForm({
  request,
  accounts,
  currentAccountId,
  recipientSources = [],
  signatures,
  isInDialog = false,
  onClose,
  onQueued,
}: MailComposerProps & { signatures: ReadonlyMap<string, string> }) {
  const { mode, original, draft, restored } = request;
  const dates = useDateFormatter();
  const formId = useId();
  const [initial] = useState<ComposerState>(() => {
    if (restored) return restored;
    const accountId =
      draft?.accountId ??
      original?.accountId ??
      (accounts.some((account) => account.id === currentAccountId)
        ? currentAccountId
        : (accounts[0]?.id ?? ''));
    if (draft) {
      return {
        accountId,
        to: draft.to.map(formatAddress).join(', '),
        cc: draft.cc.map(formatAddress).join(', '),
        bcc: draft.bcc.map(formatAddress).join(', '),
        subject: draft.subject,
        html: draft.html ?? textToHtml(draft.text),
        quoteHtml: '',
        withSignature: false,
        draftId: draft.id,
        files: [],
        attachments: draft.attachments.filter((attachment) => !attachment.inline),
      };
    }
    const own = accounts.find((account) => account.id === accountId)?.emailAddress ?? null;
    const dateLabel = original ? dates.formatDateTime(original.date, { withWeekday: true }) : '';
    const fields = buildDraft(mode, original, own, dateLabel);
    return {
      accountId,
      to: fields.to || (request.to ?? ''),
      cc: fields.cc,
      bcc: '',
      subject: fields.subject,
      html: '',
      quoteHtml:
        original && mode !== 'new' ? `<p></p>${originalBlock(mode, original, dateLabel)}` : '',
      withSignature: true,
      draftId: null,
      files: [],
      attachments: [],
    };
  });
  const [fields, setFields] = useState(initial);
  const [showCc, setShowCc] = useState(Boolean(initial.cc || initial.bcc));
  const [isScheduling, setIsScheduling] = useState(false);
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const files = fields.files;
  const setFiles = (change: (current: File[]) => File[]) =>
    setFields((current) => ({ ...current, files: change(current.files) }));
  const [ownText, setOwnText] = useState(() => plainTextOf({ text: null, html: initial.html }));
  const fileInputRef = useRef<HTMLInputElement>(null);
  const editorRef = useRef<RichTextEditorHandle>(null);
  // Set while the assistant's text goes into the editor: that change is not the user's edit.
  const isAssistWritingRef = useRef(false);
  const replacedRef = useRef<{ text: string; html: string } | null>(null);
  const signatureHtml = fields.withSignature ? (signatures.get(fields.accountId) ?? '') : '';
  const assist = useComposeAssist({
    original: draft || restored ? null : original,
    quoted: '',
    body: ownText,
    setBody: (text) => {
      // Undo gives back the text the assistant replaced: its formatting comes back with it.
      const before = replacedRef.current;
      const html = before && before.text === text ? before.html : textToHtml(text);
      replacedRef.current = { text: ownText, html: fields.html };
      isAssistWritingRef.current = true;
      editorRef.current?.setContent(html);
      isAssistWritingRef.current = false;
    },
  });
  const queue = useQueueEmailMutation();
  const deleteDraft = useDeleteDraftMutation();
  const sources = useMemo(() => [MAILED_BEFORE_SOURCE, ...recipientSources], [recipientSources]);

  const isDirty =
    fields.accountId !== initial.accountId ||
    fields.to !== initial.to ||
    fields.cc !== initial.cc ||
    fields.bcc !== initial.bcc ||
    fields.subject !== initial.subject ||
    fields.html !== initial.html ||
    files !== initial.files ||
    fields.attachments !== initial.attachments;
  const composeMessage = {
    accountId: fields.accountId,
    to: split(fields.to),
    cc: split(fields.cc),
    bcc: split(fields.bcc),
    subject: fields.subject,
    html: composedHtml(fields, signatureHtml),
    emailId: original?.id ?? null,
  };
  const draftFiles = useMemo(
    () => ({ saved: fields.attachments, files: fields.files }),
    [fields.attachments, fields.files],
  );
  const autosave = useDraftAutosave(isDirty || restored ? composeMessage : null, draftFiles, {
    draftId: initial.draftId,
    attachments: initial.attachments,
  });

  const set = (field: 'accountId' | 'to' | 'cc' | 'bcc' | 'subject' | 'html') => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  function validate() {
    const found: Record<string, string> = {};
    if (!fields.accountId) found.accountId = composeMessages.noAccount;
    const lists = {
      to: parseAddressList(fields.to),
      cc: parseAddressList(fields.cc),
      bcc: parseAddressList(fields.bcc),
    };
    if (lists.to.length + lists.cc.length + lists.bcc.length === 0) {
      found.to = composeMessages.toRequired;
    }
    for (const [field, addresses] of Object.entries(lists)) {
      const wrong = addresses.find((address) => !isEmailAddress(address));
      if (wrong) found[field] = composeMessages.invalidAddress(wrong);
    }
    return found;
  }

  async function send(at: string | null) {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const draftId = await autosave.settle();
    // From a draft: its files are kept there (by id) and only new ones uploaded.
    const plan = draftId ? autosave.planSend(draftFiles) : null;
    const forwarded =
      mode === 'forward' && original
        ? original.attachments.filter((item) => !item.inline).map((item) => item.id)
        : [];
    queue.mutate(
      {
        message: {
          ...composeMessage,
          mode,
          draftId,
          sendAt: at,
          ...(plan ? { keepAttachmentIds: [...plan.keepAttachmentIds, ...forwarded] } : {}),
        },
        files: plan ? plan.uploads : files,
      },
      {
        onSuccess: (outgoing) => {
          onQueued(
            outgoing,
            plan
              ? { ...fields, draftId, files: plan.uploads, attachments: plan.keep }
              : { ...fields, draftId },
          );
          onClose();
        },
        onError: () => autosave.resume(),
      },
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isScheduling) {
      if (!sendAt) return;
      void send(new Date(sendAt).toISOString());
    } else {
      void send(null);
    }
  }

  async function discard() {
    const draftId = await autosave.settle();
    if (draftId) deleteDraft.mutate(draftId);
    onClose();
  }

  const title = TITLES[mode];
  return (
    <form
      id={formId}
      noValidate
      aria-label={messages.composerLabel(title)}
      onSubmit={handleSubmit}
      className={
        isInDialog
          ? 'space-y-3'
          : 'm-4 space-y-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm'
      }
    >
      {isInDialog ? null : <h3 className="text-sm font-semibold text-zinc-900">{title}</h3>}
      {queue.isError ? (
        <Alert tone="error">{describeApiError(queue.error, messages.sendFailed)}</Alert>
      ) : null}
      {accounts.length > 1 ? (
        <SelectField
          label={composeMessages.from}
          options={accounts.map((account) => ({
            value: account.id,
            label: accountLabelShown(account),
          }))}
          value={fields.accountId}
          onChange={(change) => set('accountId')(change.target.value)}
        />
      ) : null}
      {errors.accountId ? <Alert tone="error">{errors.accountId}</Alert> : null}
      <RecipientsField
        label={composeMessages.to}
        name="to"
        value={fields.to}
        onChange={set('to')}
        sources={sources}
        error={errors.to}
        hint={messages.recipientsHint}
        autoFocus={mode === 'forward' || (mode === 'new' && !draft && !restored)}
      />
      {showCc ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <RecipientsField
            label={composeMessages.cc}
            name="cc"
            value={fields.cc}
            onChange={set('cc')}
            sources={sources}
            error={errors.cc}
          />
          <RecipientsField
            label={composeMessages.bcc}
            name="bcc"
            value={fields.bcc}
            onChange={set('bcc')}
            sources={sources}
            error={errors.bcc}
          />
        </div>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => setShowCc(true)}>
          {messages.showCc}
        </Button>
      )}
      <TextField
        label={composeMessages.subject}
        name="subject"
        value={fields.subject}
        onChange={(event) => set('subject')(event.target.value)}
      />
      {assist.isAvailable ? (
        <div className="flex flex-wrap justify-end gap-2">
          <ComposeAssistButtons assist={assist} />
        </div>
      ) : null}
      <RichTextEditor
        ref={editorRef}
        label={messages.editorLabel}
        defaultValue={fields.html}
        onChange={set('html')}
        onTextChange={(text) => {
          setOwnText(text);
          if (!isAssistWritingRef.current) assist.onUserEdit();
        }}
        emptyHint={messages.placeholder}
        withQuotesAndImages
        autoFocus={mode === 'reply' || mode === 'replyAll'}
        onImageRefused={(message) => toast.error(message)}
      />
      {assist.isAvailable ? (
        <>
          <ComposeAssistStatus assist={assist} onUndo={() => editorRef.current?.focus()} />
          <ComposeAssistBackground assist={assist} />
        </>
      ) : null}
      {signatureHtml.trim() || fields.quoteHtml ? (
        <div className="space-y-2 border-l-2 border-zinc-200 pl-3 text-sm text-zinc-600">
          {signatureHtml.trim() ? (
            <div data-testid="composer-signature">
              <p>--</p>
              {/* Sanitised by the server when it was saved (PUT /email/settings). */}
              <div dangerouslySetInnerHTML={{ __html: signatureHtml }} />
            </div>
          ) : null}
          {original && fields.quoteHtml ? (
            <blockquote className="line-clamp-6 whitespace-pre-wrap text-zinc-500">
              {plainTextOf(original)}
            </blockquote>
          ) : null}
        </div>
      ) : null}
      <div>
        <input
          ref={fileInputRef}
          type="file"
          multiple
          hidden
          aria-label={composeMessages.attach}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            setFiles((current) => [...current, ...chosen]);
            event.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          size="sm"
          icon={<Paperclip aria-hidden className="size-4" />}
          onClick={() => fileInputRef.current?.click()}
        >
          {composeMessages.attach}
        </Button>
        {files.length + fields.attachments.length > 0 ? (
          <ul className="mt-2 space-y-1" aria-label={messages.attachedFiles}>
            {fields.attachments.map((attachment) => (
              <li key={attachment.id} className="flex items-center gap-2 text-sm text-zinc-700">
                <Paperclip aria-hidden className="size-4 text-zinc-400" />
                <span className="min-w-0 flex-1 truncate">{attachment.filename}</span>
                <span className="text-xs text-zinc-500">{formatSize(attachment.size)}</span>
                <IconButton
                  label={composeMessages.removeAttachment(attachment.filename)}
                  icon={<X className="size-4" />}
                  onClick={() =>
                    setFields((current) => ({
                      ...current,
                      attachments: current.attachments.filter((item) => item !== attachment),
                    }))
                  }
                />
              </li>
            ))}
            {files.map((file, index) => (
              <li
                key={`${file.name}-${index}`}
                className="flex items-center gap-2 text-sm text-zinc-700"
              >
                <Paperclip aria-hidden className="size-4 text-zinc-400" />
                <span className="min-w-0 flex-1 truncate">{file.name}</span>
                <span className="text-xs text-zinc-500">{formatSize(file.size)}</span>
                <IconButton
                  label={composeMessages.removeAttachment(file.name)}
                  icon={<X className="size-4" />}
                  onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {isScheduling ? (
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            label={messages.scheduleAt}
            name="sendAt"
            type="datetime-local"
            value={sendAt}
            onChange={(event) => setSendAt(event.target.value)}
          />
          <Button
            type="submit"
            icon={<CalendarClock aria-hidden className="size-4" />}
            isLoading={queue.isPending}
            disabled={!sendAt}
          >
            {messages.scheduleConfirm}
          </Button>
          <Button variant="ghost" onClick={() => setIsScheduling(false)}>
            {messages.cancel}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {!isScheduling ? (
          <>
            <Button
              type="submit"
              icon={<Send aria-hidden className="size-4" />}
              isLoading={queue.isPending}
            >
              {messages.send}
            </Button>
            <Button
              variant="secondary"
              icon={<CalendarClock aria-hidden className="size-4" />}
              onClick={() => setIsScheduling(true)}
            >
              {messages.schedule}
            </Button>
          </>
        ) : null}
        <Button
          variant="ghost"
          icon={<Trash2 aria-hidden className="size-4" />}
          onClick={() => void discard()}
        >
          {messages.discard}
        </Button>
        <p role="status" className="ml-auto text-xs text-zinc-500">
          {autosave.status === 'saving'
            ? messages.draftSaving
            : autosave.status === 'saved'
              ? messages.draftSaved
              : autosave.status === 'failed'
                ? messages.draftFailed
                : ''}
        </p>
      </div>
    </form>
  );
}

/** The composer once the user's signatures are known (they go into the first text). */
export function MailComposer(props: MailComposerProps) {
  const settings = useMailSettingsQuery();
  const signatures = useMemo(
    () => new Map((settings.data?.signatures ?? []).map((entry) => [entry.accountId, entry.html])),
    [settings.data],
  );
  if (settings.isPending) return <QueryLoading label={messages.editorLabel} />;
  return <MailComposerForm {...props} signatures={signatures} />;
}
