import {
  DOCUMENT_EXTENSION,
  DOCUMENT_FLOW_CLASS,
  documentPageCss,
  EDITOR_PAGE_CLASS,
  EXPORT_FORMATS,
  IMAGES_FOLDER,
  PAGE_SIZE,
  PAPER_SIZES,
  type ExportFormat,
  type PaperSize,
} from '@worksphere/contracts';
import type { ChildNode } from 'domhandler';
import type { AppDeps } from '../../../platform/app-deps.js';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import type { FilesService } from '../files.service.js';
import type { DocumentPages } from './document-pages.js';
import type { ImageLoader } from './docx-writer.js';
import { fontFacesFor, MONOSPACE_STACK } from './fonts.js';
import { createPdfRenderer } from './pdf-renderer.js';

/** What one export is made from: the editor's HTML, its paper and its file name. */
export type ExportSource = {
  html: string;
  paperSize: PaperSize;
  filename: string;
  /** The address image links in Markdown start with (PUBLIC_URL, or the one the user used). */
  publicAddress: string;
};

/**
 * Items placed at left/top of flowing content: the editor's continuous sheet measures them from
 * the paper's corner, while the printed flow starts inside the 1 in margin.
 */
const PLACED_IN_FLOW = ['position:absolute', 'position: absolute']
  .map((style) => `.${DOCUMENT_FLOW_CLASS} > [style*="${style}"]`)
  .join(', ');

/**
 * The CSS the PDF prints with: the page view's own (documentPageCss, shared with the editor) and
 * what printing adds. In page mode each editor page is one PDF page of the document's paper,
 * cut at its edge as the page view marks it; continuous content flows over pages with the 1 in
 * padding as the paper's margin.
 */
function printCss(isPaged: boolean, paperSize: PaperSize) {
  const { width, height } = PAPER_SIZES[paperSize];
  return `${documentPageCss(paperSize)}
@page { size: ${width} ${height}; margin: ${isPaged ? '0' : PAGE_SIZE.padding}; }
html, body { margin: 0; padding: 0; background: #fff; }
.${EDITOR_PAGE_CLASS} { height: ${height}; min-height: 0; overflow: hidden; break-after: page; }
.${EDITOR_PAGE_CLASS}:last-child { break-after: auto; }
.${DOCUMENT_FLOW_CLASS} { position: relative; }
${PLACED_IN_FLOW} { margin: -${PAGE_SIZE.padding} 0 0 -${PAGE_SIZE.padding}; }
code, pre { font-family: ${MONOSPACE_STACK}; }
[style*="Courier New"] { font-family: ${MONOSPACE_STACK} !important; }
`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The document's name for the PDF's title: its file name without the .html ending. */
export function documentTitle(filename: string) {
  const name = filename.trim();
  const bare = name.toLowerCase().endsWith(DOCUMENT_EXTENSION)
    ? name.slice(0, -DOCUMENT_EXTENSION.length)
    : name;
  return bare || 'document';
}

/**
 * The whole page Chromium prints for this body (editor pages, or the flowing content): the print
 * CSS, the editor fonts the body names, and the title, which becomes the PDF's Title (without
 * one Chromium writes "about:blank"). The documents bench prints the same page bare.
 */
export async function printablePage(
  body: string,
  isPaged: boolean,
  paperSize: PaperSize,
  title: string,
): Promise<string> {
  const fonts = await fontFacesFor(body);
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${fonts}\n${printCss(isPaged, paperSize)}</style></head><body>${body}</body></html>`;
}

const UPLOADED_IMAGE = /^\/api\/uploads\/([0-9a-f-]{36})\/([^/]+)\/([^/]+)$/i;

/**
 * The path of an upload an <img src> names: as the editor stores it (/api/uploads/...), or as a
 * full address of any host the app was reached at (a pasted http://localhost:5173/api/uploads/..).
 */
export function uploadPath(src: string): string | undefined {
  if (UPLOADED_IMAGE.test(src)) return src;
  if (!/^https?:\/\//i.test(src)) return undefined;
  try {
    const { pathname, search, hash } = new URL(src);
    return !search && !hash && UPLOADED_IMAGE.test(pathname) ? pathname : undefined;
  } catch {
    return undefined;
  }
}

/** PDF, Word and Markdown exports of editor documents (spec 2 §7). */
export function createExporter(deps: AppDeps, files: FilesService) {
  const pdf = createPdfRenderer({ chromiumPath: deps.config.chromiumPath, logger: deps.logger });

  /** Our uploaded image an <img src> names, if it is the caller's; undefined otherwise. */
  function imageLoader(session: SessionContext): ImageLoader {
    return async (src) => {
      const match = UPLOADED_IMAGE.exec(uploadPath(src) ?? '');
      if (!match || match[1] !== session.organizationId || match[2] !== IMAGES_FOLDER)
        return undefined;
      let name: string;
      try {
        name = decodeURIComponent(match[3]!);
      } catch {
        return undefined;
      }
      return files.readImage(session, name);
    };
  }

  /** The page Chromium prints: our images inlined as data: URLs, the fonts it uses embedded. */
  async function printableHtml(
    session: SessionContext,
    document: DocumentPages,
    source: ExportSource,
  ) {
    const { elementsIn, pageHtml } = await import('./document-pages.js');
    const load = imageLoader(session);
    const pages = document.pages as ChildNode[][];
    for (const element of elementsIn(pages.flat())) {
      if (element.name !== 'img') continue;
      const image = await load(element.attribs.src ?? '');
      // No network in the page: an image that is not ours would only be a failed request.
      if (image)
        element.attribs.src = `data:${image.mimetype};base64,${image.bytes.toString('base64')}`;
      else delete element.attribs.src;
    }
    const body = document.isPaged
      ? pages.map((page) => `<div class="${EDITOR_PAGE_CLASS}">${pageHtml(page)}</div>`).join('')
      : `<div class="${DOCUMENT_FLOW_CLASS}">${pageHtml(pages[0] ?? [])}</div>`;
    return printablePage(body, document.isPaged, source.paperSize, documentTitle(source.filename));
  }

  /** Produce one export's bytes from the editor's HTML (sanitised first). */
  async function exportDocument(
    session: SessionContext,
    format: ExportFormat,
    source: ExportSource,
  ): Promise<Buffer> {
    // The HTML parser and serialiser (htmlparser2, dom-serializer) load with the first export.
    const { documentPages } = await import('./document-pages.js');
    const document = documentPages(source.html);
    switch (format) {
      case 'pdf':
        // Queued per member: one member's burst of PDFs never holds up another's.
        return pdf.render(await printableHtml(session, document, source), session.userId);
      case 'docx': {
        // docx and turndown load on their first export, not at start.
        const { writeDocx } = await import('./docx-writer.js');
        return writeDocx(document, imageLoader(session), { paperSize: source.paperSize });
      }
      case 'markdown': {
        const { writeMarkdown } = await import('./markdown-writer.js');
        return Buffer.from(
          writeMarkdown(document, (src) => {
            const path = uploadPath(src);
            return path ? `${source.publicAddress}${path}` : src;
          }),
        );
      }
    }
  }

  // The point of sale's Z report prints through the same warm Chromium.
  return { exportDocument, formats: EXPORT_FORMATS, renderPdf: pdf.render, close: pdf.close };
}

export type Exporter = ReturnType<typeof createExporter>;
