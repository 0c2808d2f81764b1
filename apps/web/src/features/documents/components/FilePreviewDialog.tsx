import type { FileEntry } from '@worksphere/contracts';
import { Download } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert } from '../../../ui/Alert';
import { buttonClasses } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { QueryLoading } from '../../../ui/QueryStatus';
import { useDownloadQuery } from '../api/filesApi';
import { documentsMessages as messages } from '../documents.messages';
import { fileTypeOf } from '../utils/fileType';
import { downloadHref } from './FileRow';

const PdfPages = lazy(() => import('./PdfPages'));

/**
 * An image or a PDF shown in a dialog, fetched with the session's token (the bytes, not a URL:
 * the CSP allows data: images and the PDF is drawn by PDF.js), with a download beside it.
 */
export function FilePreviewDialog({ entry, onClose }: { entry: FileEntry; onClose: () => void }) {
  const file = useDownloadQuery(entry);
  const type = fileTypeOf(entry);
  return (
    <Modal
      isOpen
      size="xl"
      title={entry.name}
      onClose={onClose}
      footer={
        <a
          href={downloadHref(entry.path)}
          download={entry.name}
          className={buttonClasses('secondary', 'md')}
        >
          <Download aria-hidden className="size-4" />
          {messages.download}
        </a>
      }
    >
      {file.isPending ? (
        <QueryLoading label={messages.previewLoading} />
      ) : file.isError ? (
        <Alert tone="error">{messages.previewFailed}</Alert>
      ) : type === 'pdf' ? (
        <Suspense fallback={<QueryLoading label={messages.previewLoading} />}>
          <PdfPages data={file.data} name={entry.name} />
        </Suspense>
      ) : (
        <ImageView data={file.data} name={entry.name} />
      )}
    </Modal>
  );
}

function ImageView({ data, name }: { data: Blob; name: string }) {
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    dataUrlOf(data).then(
      (url) => !cancelled && setSource(url),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [data]);
  if (failed) return <Alert tone="error">{messages.previewFailed}</Alert>;
  if (!source) return <QueryLoading label={messages.previewLoading} />;
  return (
    <img
      src={source}
      alt={name}
      onError={() => setFailed(true)}
      className="mx-auto block max-h-[70dvh] max-w-full rounded object-contain"
    />
  );
}

/** The bytes as a data: URL (the CSP allows data: images, not blob: ones). */
async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: one call with millions of arguments would overflow the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}
