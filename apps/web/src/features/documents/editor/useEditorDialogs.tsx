import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { editorMessages as messages } from '../documents.messages';
import { TABLE_DEFAULT_SIZE } from './editorConstants';
import { parseTableSize, type TableSize } from './tableRules';

type Request =
  | {
      kind: 'prompt';
      title: string;
      label: string;
      value: string;
      confirmLabel: string;
      resolve: (value: string | null) => void;
    }
  | { kind: 'alert'; message: string; resolve: () => void }
  | { kind: 'confirm'; message: string; confirmLabel: string; resolve: (ok: boolean) => void }
  | { kind: 'tableSize'; resolve: (size: TableSize | null) => void };

/** The editor's questions, answered in dialogs instead of the browser's blocking prompts. */
export type EditorDialogs = {
  prompt: (options: {
    title: string;
    label: string;
    defaultValue: string;
    confirmLabel: string;
  }) => Promise<string | null>;
  alert: (message: string) => Promise<void>;
  confirm: (message: string, confirmLabel: string) => Promise<boolean>;
  /** The Insert Table dialog: rows and columns, 2 by 2 to start; invalid input is refused. */
  tableSize: () => Promise<TableSize | null>;
};

export function useEditorDialogs(): { dialogs: EditorDialogs; element: React.ReactNode } {
  const [request, setRequest] = useState<Request | null>(null);

  const dialogs = useMemo<EditorDialogs>(
    () => ({
      prompt: ({ title, label, defaultValue, confirmLabel }) =>
        new Promise((resolve) =>
          setRequest({ kind: 'prompt', title, label, value: defaultValue, confirmLabel, resolve }),
        ),
      alert: (message) => new Promise((resolve) => setRequest({ kind: 'alert', message, resolve })),
      confirm: (message, confirmLabel) =>
        new Promise((resolve) => setRequest({ kind: 'confirm', message, confirmLabel, resolve })),
      tableSize: () => new Promise((resolve) => setRequest({ kind: 'tableSize', resolve })),
    }),
    [],
  );

  const finish = useCallback((settle: () => void) => {
    setRequest(null);
    settle();
  }, []);

  let element: React.ReactNode = null;
  if (request?.kind === 'prompt') {
    element = (
      <PromptDialog request={request} onDone={(value) => finish(() => request.resolve(value))} />
    );
  } else if (request?.kind === 'alert') {
    element = (
      <Modal
        isOpen
        title={messages.alertTitle}
        onClose={() => finish(request.resolve)}
        footer={
          <Button autoFocus onClick={() => finish(request.resolve)}>
            {messages.ok}
          </Button>
        }
      >
        <p role="alert" className="text-sm text-zinc-700">
          {request.message}
        </p>
      </Modal>
    );
  } else if (request?.kind === 'confirm') {
    element = (
      <Modal
        isOpen
        title={messages.confirmTitle}
        onClose={() => finish(() => request.resolve(false))}
        footer={
          <>
            <Button variant="secondary" onClick={() => finish(() => request.resolve(false))}>
              {messages.cancel}
            </Button>
            <Button variant="danger" autoFocus onClick={() => finish(() => request.resolve(true))}>
              {request.confirmLabel}
            </Button>
          </>
        }
      >
        <p className="text-sm text-zinc-700">{request.message}</p>
      </Modal>
    );
  } else if (request?.kind === 'tableSize') {
    element = <TableSizeDialog onDone={(size) => finish(() => request.resolve(size))} />;
  }
  return { dialogs, element };
}

function PromptDialog({
  request,
  onDone,
}: {
  request: Extract<Request, { kind: 'prompt' }>;
  onDone: (value: string | null) => void;
}) {
  const [value, setValue] = useState(request.value);
  const formId = 'editor-prompt-form';
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onDone(value);
  }
  return (
    <Modal
      isOpen
      title={request.title}
      onClose={() => onDone(null)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onDone(null)}>
            {messages.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {request.confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit}>
        <TextField
          label={request.label}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onFocus={(event) => event.target.select()}
        />
      </form>
    </Modal>
  );
}

function TableSizeDialog({ onDone }: { onDone: (size: TableSize | null) => void }) {
  const [rows, setRows] = useState(String(TABLE_DEFAULT_SIZE));
  const [cols, setCols] = useState(String(TABLE_DEFAULT_SIZE));
  const [isInvalid, setIsInvalid] = useState(false);
  const formId = 'editor-table-form';
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const size = parseTableSize(rows, cols);
    if (!size) {
      setIsInvalid(true);
      return;
    }
    onDone(size);
  }
  return (
    <Modal
      isOpen
      title={messages.tableDialogTitle}
      onClose={() => onDone(null)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onDone(null)}>
            {messages.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {messages.insert}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={messages.tableRows}
            inputMode="numeric"
            value={rows}
            onChange={(event) => setRows(event.target.value)}
          />
          <TextField
            label={messages.tableColumns}
            inputMode="numeric"
            value={cols}
            onChange={(event) => setCols(event.target.value)}
          />
        </div>
        {isInvalid ? <Alert tone="error">{messages.invalidTableSize}</Alert> : null}
      </form>
    </Modal>
  );
}
