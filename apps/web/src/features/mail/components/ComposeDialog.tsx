import {
  accountOptionLabel,
  type ComposeMode,
  type ConnectedAccount,
  type EmailContent,
} from '@worksphere/contracts';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { IconButton } from '../../../ui/IconButton';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { inputClasses, TextField } from '../../../ui/TextField';
import { useDiscardGuard } from '../../../ui/useDiscardGuard';
import { ContactComboBox } from '../../contacts/components/ContactComboBox';
import { useSendEmailMutation } from '../api/mailApi';
import { mailMessages } from '../mail.messages';
import { formatSize } from '../utils/formatMail';
import { buildDraft, isEmailAddress, parseAddressList } from '../utils/replyDraft';
import { useComposeAssist } from '../utils/useComposeAssist';
import {
  ComposeAssistBackground,
  ComposeAssistButtons,
  ComposeAssistStatus,
} from './ComposeAssist';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

const messages = mailMessages.compose;

const TITLES: Record<ComposeMode, string> = {
  new: messages.newMessage,
  reply: messages.replyTitle,
  replyAll: messages.replyAllTitle,
  forward: messages.forwardTitle,
};

/** `to`: a new message's recipients given by where it was opened from (a contact's page). */
export type ComposeRequest = { mode: ComposeMode; original: EmailContent | null; to?: string };

type ComposeDialogProps = {
  request: ComposeRequest;
  accounts: readonly ConnectedAccount[];
  /** The account chosen on the screen ('all' for none in particular). */
  currentAccountId: string;
  onClose: () => void;
};

/**
 * New message, reply, reply-all or forward: from, to, cc, bcc, subject, text and files; a
 * forward keeps the original's attachments (each can be left out). Mount it per request: the
 * fields start from the original each time.
 */
export function ComposeDialog({
  request,
  accounts,
  currentAccountId,
  onClose,
}: ComposeDialogProps) {
  const { mode, original } = request;
  const dates = useDateFormatter();
  const defaultAccount =
    original?.accountId ??
    (accounts.some((account) => account.id === currentAccountId)
      ? currentAccountId
      : (accounts[0]?.id ?? ''));
  const [accountId, setAccountId] = useState(defaultAccount);
  const ownAddress = accounts.find((account) => account.id === accountId)?.emailAddress ?? null;
  const [initial] = useState(() =>
    buildDraft(
      mode,
      original,
      ownAddress,
      original ? dates.formatDateTime(original.date, { withWeekday: true }) : '',
    ),
  );
  const [fields, setFields] = useState({ ...initial, to: request.to ?? initial.to, bcc: '' });
  const [files, setFiles] = useState<File[]>([]);
  const originalAttachments = mode === 'forward' ? (original?.attachments ?? []) : [];
  const [keptIds, setKeptIds] = useState(() => originalAttachments.map((a) => a.id));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useSendEmailMutation();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const bodyId = useId();
  const assist = useComposeAssist({
    original,
    quoted: initial.body,
    body: fields.body,
    setBody: (body) => setFields((current) => ({ ...current, body })),
  });

  const isDirty =
    fields.to !== initial.to ||
    fields.cc !== initial.cc ||
    fields.bcc !== '' ||
    fields.subject !== initial.subject ||
    fields.body !== initial.body ||
    files.length > 0;
  const { requestClose, discardDialog } = useDiscardGuard(isDirty && !send.isSuccess, onClose);

  const set = (field: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  function validate() {
    const found: Record<string, string> = {};
    if (!accountId) found.accountId = messages.noAccount;
    const lists = {
      to: parseAddressList(fields.to),
      cc: parseAddressList(fields.cc),
      bcc: parseAddressList(fields.bcc),
    };
    if (lists.to.length + lists.cc.length + lists.bcc.length === 0) found.to = messages.toRequired;
    for (const [field, addresses] of Object.entries(lists)) {
      const wrong = addresses.find((address) => !isEmailAddress(address));
      if (wrong) found[field] = messages.invalidAddress(wrong);
    }
    return { found, lists };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { found, lists } = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(
      {
        mode,
        files,
        message: {
          accountId,
          // The typed forms ("Ada <ada@x>") keep their names.
          to: fields.to
            .split(/[,;\n]/)
            .map((a) => a.trim())
            .filter(Boolean),
          cc: fields.cc
            .split(/[,;\n]/)
            .map((a) => a.trim())
            .filter(Boolean),
          bcc: lists.bcc,
          subject: fields.subject,
          text: fields.body,
          emailId: original?.id ?? null,
          keepAttachmentIds: mode === 'forward' ? keptIds : null,
        },
      },
      {
        onSuccess: () => {
          toast.success(messages.sent);
          onClose();
        },
      },
    );
  }

  const footer = (
    <>
      <Button variant="secondary" onClick={requestClose}>
        {messages.cancel}
      </Button>
      <Button type="submit" form={`${bodyId}-form`} isLoading={send.isPending}>
        {send.isPending ? messages.sending : messages.send}
      </Button>
    </>
  );

  return (
    <>
      <Modal isOpen onClose={requestClose} title={TITLES[mode]} size="lg" footer={footer}>
        <form id={`${bodyId}-form`} noValidate onSubmit={handleSubmit} className="space-y-3">
          {send.isError ? (
            <Alert tone="error">{describeApiError(send.error, messages.sendFailed)}</Alert>
          ) : null}
          {accounts.length > 1 || !accountId ? (
            <SelectField
              label={messages.from}
              options={accounts.map((account) => ({
                value: account.id,
                label: accountOptionLabel(account),
              }))}
              value={accountId}
              onChange={(change) => setAccountId(change.target.value)}
            />
          ) : null}
          {errors.accountId ? <Alert tone="error">{errors.accountId}</Alert> : null}
          {/* A name typed in a recipients field finds contacts' addresses (issue 26). */}
          <ContactComboBox
            kind="email"
            label={messages.to}
            name="to"
            hint={messages.addressesHint}
            value={fields.to}
            error={errors.to}
            onChange={(value) => set('to')({ target: { value } })}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <ContactComboBox
              kind="email"
              label={messages.cc}
              name="cc"
              value={fields.cc}
              error={errors.cc}
              onChange={(value) => set('cc')({ target: { value } })}
            />
            <ContactComboBox
              kind="email"
              label={messages.bcc}
              name="bcc"
              value={fields.bcc}
              error={errors.bcc}
              onChange={(value) => set('bcc')({ target: { value } })}
            />
          </div>
          <TextField
            label={messages.subject}
            name="subject"
            value={fields.subject}
            onChange={set('subject')}
          />
          <div className="space-y-1.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label htmlFor={bodyId} className="block text-sm font-medium text-zinc-800">
                {messages.body}
              </label>
              {assist.isAvailable ? <ComposeAssistButtons assist={assist} /> : null}
            </div>
            <textarea
              ref={bodyRef}
              id={bodyId}
              rows={10}
              value={fields.body}
              onChange={(event) => {
                set('body')(event);
                assist.onUserEdit();
              }}
              className={`${inputClasses} border-zinc-300 font-mono focus:border-brand-500 focus:ring-brand-200`}
            />
            {assist.isAvailable ? (
              <>
                <ComposeAssistStatus assist={assist} onUndo={() => bodyRef.current?.focus()} />
                <ComposeAssistBackground assist={assist} />
              </>
            ) : null}
          </div>
          {originalAttachments.length > 0 ? (
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium text-zinc-800">
                {messages.forwardedAttachments}
              </legend>
              {originalAttachments.map((attachment) => (
                <CheckboxField
                  key={attachment.id}
                  label={`${attachment.filename} (${formatSize(attachment.size)})`}
                  checked={keptIds.includes(attachment.id)}
                  onChange={(event) =>
                    setKeptIds((ids) =>
                      event.target.checked
                        ? [...ids, attachment.id]
                        : ids.filter((id) => id !== attachment.id),
                    )
                  }
                />
              ))}
            </fieldset>
          ) : null}
          <div>
            <input
              ref={fileInputRef}
              type="file"
              multiple
              hidden
              aria-label={messages.attach}
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
              {messages.attach}
            </Button>
            {files.length > 0 ? (
              <ul className="mt-2 space-y-1">
                {files.map((file, index) => (
                  <li
                    key={`${file.name}-${index}`}
                    className="flex items-center gap-2 text-sm text-zinc-700"
                  >
                    <Paperclip aria-hidden className="size-4 text-zinc-400" />
                    <span className="min-w-0 flex-1 truncate">{file.name}</span>
                    <span className="text-xs text-zinc-500">{formatSize(file.size)}</span>
                    <IconButton
                      label={messages.removeAttachment(file.name)}
                      icon={<X className="size-4" />}
                      onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </form>
      </Modal>
      {discardDialog}
    </>
  );
}
