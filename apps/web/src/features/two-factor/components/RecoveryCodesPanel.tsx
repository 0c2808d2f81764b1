import { toast } from 'react-toastify';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { twoFactorMessages as messages } from '../twoFactor.messages';

/** The recovery codes, shown once after enrolment: copy, download, then done. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${messages.recoveryFileHeading}\n\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(messages.codesCopied);
    } catch {
      toast.error(messages.copyFailed);
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = messages.recoveryFileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div className="space-y-4">
      <Alert tone="success">{messages.enabled}</Alert>
      <div>
        <h3 className="text-sm font-semibold text-zinc-900">{messages.recoveryTitle}</h3>
        <p className="mt-1 text-sm text-zinc-600">{messages.recoveryDescription}</p>
      </div>
      <ul
        aria-label={messages.recoveryListLabel}
        className="grid grid-cols-2 gap-2 rounded-xl border border-zinc-200 bg-zinc-50 p-4 font-mono text-sm text-zinc-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {messages.copyCodes}
        </Button>
        <Button variant="secondary" onClick={download}>
          {messages.downloadCodes}
        </Button>
        <Button onClick={onDone}>{messages.savedThem}</Button>
      </div>
    </div>
  );
}
