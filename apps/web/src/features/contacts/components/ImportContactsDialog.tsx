import type { ImportContactsResponse } from '@worksphere/contracts';
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { DesktopFileDropZone } from '../../../ui/DesktopFileDropZone';
import { Modal } from '../../../ui/Modal';
import { useImportContactsMutation } from '../api/contactsApi';
import { contactsMessages } from '../contacts.messages';

const messages = contactsMessages.importDialog;

/** Import a vCard or CSV file, chosen or dropped; shows what was added, skipped or wrong. */
export function ImportContactsDialog({ onClose }: { onClose: () => void }) {
  const importContacts = useImportContactsMutation();
  const inputRef = useRef<HTMLInputElement>(null);

  function handleFiles(files: File[]) {
    const file = files[0];
    if (file) importContacts.mutate(file);
  }

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={messages.title}
      description={messages.description}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages.close}
        </Button>
      }
    >
      <div className="space-y-4">
        <DesktopFileDropZone
          isEnabled={!importContacts.isPending}
          onFiles={handleFiles}
          label={messages.drop}
          testId="contacts-import-drop"
          size="sm"
        >
          <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-zinc-200 px-4 py-8 text-center">
            <input
              ref={inputRef}
              type="file"
              hidden
              accept=".vcf,.vcard,.csv,text/vcard,text/csv"
              aria-label={messages.choose}
              data-testid="contacts-import-input"
              onChange={(event) => {
                handleFiles(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
            />
            <Button
              icon={<Upload aria-hidden className="size-4" />}
              isLoading={importContacts.isPending}
              onClick={() => inputRef.current?.click()}
            >
              {importContacts.isPending ? messages.importing : messages.choose}
            </Button>
            <p className="text-sm text-zinc-500">{messages.dropHint}</p>
          </div>
        </DesktopFileDropZone>
        <div aria-live="polite">
          {importContacts.isError ? (
            <Alert tone="error">{describeApiError(importContacts.error, messages.failed)}</Alert>
          ) : null}
          {importContacts.data ? <ImportResult result={importContacts.data} /> : null}
        </div>
      </div>
    </Modal>
  );
}

function ImportResult({ result }: { result: ImportContactsResponse }) {
  if (result.errors.length > 0) {
    return (
      <Alert tone="error">
        <p className="font-medium">{messages.errorsTitle}</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {result.errors.map((error, index) => (
            <li key={index}>{messages.errorAt(error)}</li>
          ))}
        </ul>
      </Alert>
    );
  }
  return <Alert tone="success">{messages.result(result.created, result.skipped)}</Alert>;
}
