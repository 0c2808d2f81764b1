import { exportFilename, type ExportFormat, type PaperSize } from '@worksphere/contracts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { exportDocument } from '../api/filesApi';
import { editorMessages as messages } from '../documents.messages';
import { saveBlob } from '../utils/saveBlob';
import { EDITOR_TOAST_CONTAINER_ID } from './editorConstants';

const TEXTS: Record<ExportFormat, { running: string; done: string; failed: string }> = {
  pdf: { running: messages.pdfExporting, done: messages.pdfExported, failed: messages.pdfFailed },
  docx: {
    running: messages.docxExporting,
    done: messages.docxExported,
    failed: messages.docxFailed,
  },
  markdown: {
    running: messages.markdownExporting,
    done: messages.markdownExported,
    failed: messages.markdownFailed,
  },
};

/**
 * The export buttons' action (spec 2 §7, §8): an info toast while the server converts, the file
 * downloaded under the spec's name, then a success or an error toast in the editor's area.
 */
export function useDocumentExport(options: {
  folder: string;
  filename: string;
  /** The document's paper: PDF pages and Word sections take its size. */
  paperSize: PaperSize;
  readHtml: () => string;
}) {
  const [running, setRunning] = useState<ExportFormat | null>(null);

  async function runExport(format: ExportFormat) {
    const texts = TEXTS[format];
    const containerId = EDITOR_TOAST_CONTAINER_ID;
    const toastId = toast.info(texts.running, { containerId, autoClose: false });
    setRunning(format);
    try {
      const blob = await exportDocument(format, {
        folder: options.folder,
        html: options.readHtml(),
        filename: options.filename,
        paperSize: options.paperSize,
      });
      saveBlob(blob, exportFilename(options.filename, format));
      toast.dismiss({ id: toastId, containerId });
      toast.success(texts.done, { containerId });
    } catch {
      toast.dismiss({ id: toastId, containerId });
      toast.error(texts.failed, { containerId });
    } finally {
      setRunning(null);
    }
  }

  return { runExport, running };
}
