import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../ui/Alert';
import { QueryLoading } from '../../../ui/QueryStatus';
import { documentsMessages as messages } from '../documents.messages';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages past this are not drawn (a preview, not a reader); the download has them all. */
const MAX_PAGES = 30;

/**
 * A PDF drawn with PDF.js, page by page onto canvases. The browser's own viewer cannot be used:
 * the API's answers may not be framed (CSP frame-ancestors 'none') and headless Chromium has
 * none. Loaded only when a PDF is previewed (its own chunk).
 */
export default function PdfPages({ data, name }: { data: Blob; name: string }) {
  const [document, setDocument] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    const task = (async () => {
      const bytes = new Uint8Array(await data.arrayBuffer());
      const loading = getDocument({ data: bytes, isEvalSupported: false });
      loaded = await loading.promise;
      if (cancelled) void loaded.destroy();
      else setDocument(loaded);
    })();
    task.catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [data]);

  if (failed) return <Alert tone="error">{messages.previewFailed}</Alert>;
  if (!document) return <QueryLoading label={messages.previewLoading} />;
  const count = Math.min(document.numPages, MAX_PAGES);
  return (
    // Scrolls inside the dialog, so its Download stays in view however long the PDF is.
    <div
      role="group"
      aria-label={name}
      className="max-h-[calc(100dvh-12rem)] space-y-4 overflow-y-auto"
    >
      {Array.from({ length: count }, (_, index) => (
        <PdfPage
          key={index}
          document={document}
          pageNumber={index + 1}
          label={messages.previewPage(index + 1, document.numPages)}
        />
      ))}
    </div>
  );
}

function PdfPage({
  document,
  pageNumber,
  label,
}: {
  document: PDFDocumentProxy;
  pageNumber: number;
  label: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [rendered, setRendered] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let cancelRender: (() => void) | null = null;
    void (async () => {
      const page = await document.getPage(pageNumber);
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      // Sharp on high-density screens; the CSS width keeps it inside the dialog.
      const viewport = page.getViewport({ scale: 1.5 * Math.min(window.devicePixelRatio || 1, 2) });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const task = page.render({ canvas, viewport });
      cancelRender = () => task.cancel();
      await task.promise;
      if (!cancelled) setRendered(true);
    })().catch(() => undefined);
    return () => {
      cancelled = true;
      cancelRender?.();
    };
  }, [document, pageNumber]);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      data-rendered={rendered ? 'true' : 'false'}
      className="mx-auto block h-auto w-full max-w-3xl rounded border border-zinc-200 bg-white shadow-sm"
    />
  );
}
