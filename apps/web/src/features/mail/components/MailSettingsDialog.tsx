import {
  MAX_UNDO_SEND_SECONDS,
  type ConnectedAccount,
  type MailSettings,
} from '@worksphere/contracts';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { RichTextEditor } from '../../../ui/RichTextEditor';
import { TextField } from '../../../ui/TextField';
import { useMailSettingsQuery, useUpdateMailSettingsMutation } from '../api/mailWritingApi';
import { mailMessages } from '../mail.messages';

const messages = mailMessages.writing;

type MailSettingsDialogProps = {
  accounts: readonly ConnectedAccount[];
  onClose: () => void;
};

/** Mail settings: how long Send waits for an Undo, and a signature for each account. */
export function MailSettingsDialog({ accounts, onClose }: MailSettingsDialogProps) {
  const settings = useMailSettingsQuery();
  return (
    <Modal isOpen onClose={onClose} title={messages.settingsTitle} size="lg">
      {settings.isPending ? (
        <QueryLoading label={messages.settingsTitle} />
      ) : settings.isError ? (
        <QueryFailed
          message={describeApiError(settings.error, messages.saveFailed)}
          retryLabel={mailMessages.retry}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <MailSettingsForm settings={settings.data} accounts={accounts} onClose={onClose} />
      )}
    </Modal>
  );
}

function MailSettingsForm({
  settings,
  accounts,
  onClose,
}: MailSettingsDialogProps & { settings: MailSettings }) {
  const formId = useId();
  const [seconds, setSeconds] = useState(String(settings.undoSendSeconds));
  const [signatures, setSignatures] = useState(
    () => new Map(settings.signatures.map((entry) => [entry.accountId, entry.html])),
  );
  const update = useUpdateMailSettingsMutation();
  const withSignature = accounts.filter((account) => signatures.has(account.id));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      {
        undoSendSeconds: Number(seconds),
        signatures: [...signatures].map(([accountId, html]) => ({ accountId, html })),
      },
      {
        onSuccess: () => {
          toast.success(messages.saved);
          onClose();
        },
      },
    );
  }

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className="space-y-4">
      {update.isError ? (
        <Alert tone="error">{describeApiError(update.error, messages.saveFailed)}</Alert>
      ) : null}
      <TextField
        label={messages.undoSeconds}
        name="undoSendSeconds"
        type="number"
        min={0}
        max={MAX_UNDO_SEND_SECONDS}
        hint={messages.undoSecondsHint}
        value={seconds}
        onChange={(event) => setSeconds(event.target.value)}
      />
      {withSignature.map((account) => (
        <RichTextEditor
          key={account.id}
          label={messages.signatureFor(account.emailAddress)}
          defaultValue={signatures.get(account.id) ?? ''}
          onChange={(html) => setSignatures((current) => new Map(current).set(account.id, html))}
        />
      ))}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {messages.cancel}
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          {messages.save}
        </Button>
      </div>
    </form>
  );
}
