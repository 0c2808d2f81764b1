import { EXPORT_FORMATS, IMAGES_FOLDER, PAGE_SIZE, type ExportFormat } from '@worksphere/contracts';
import type { ChildNode } from 'domhandler';
import type { AppDeps } from '../../../platform/app-deps.js';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import type { FilesService } from '../files.service.js';
import type { DocumentPages } from './document-pages.js';
import type { ImageLoader } from './docx-writer.js';
import { fontFacesFor, MONOSPACE_STACK } from './fonts.js';
import { createPdfRenderer } from './pdf-renderer.js';

/** The editor's page CSS (spec 2 §2, §9): US letter, 1 in padding, one PDF page per page. */
function pageCss(isPaged: boolean) {
  const { width, height, padding } = PAGE_SIZE;
  return `
@page { size: ${width} ${height}; margin: ${isPaged ? '0' : padding}; }
html, body { margin: 0; padding: 0; }
body { font-family: Arial, 'Liberation Sans', Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #111; }
.editor-page { width: ${width}; height: ${height}; padding: ${padding}; box-sizing: border-box; position: relative; overflow: hidden; break-after: page; }
.editor-page:last-child { break-after: auto; }
p { margin: 0 0 0.75em; }
table { border-collapse: collapse; margin: 0.5em 0; }
th, td { border: 1px solid #ccc; min-width: 50px; padding: 4px 8px; vertical-align: top; }
th { background: #f3f4f6; font-weight: bold; }
img { max-width: 100%; }
code, pre { font-family: ${MONOSPACE_STACK}; }
[style*="Courier New"] { font-family: ${MONOSPACE_STACK} !important; }
`;
}

const UPLOADED_IMAGE = /^\/api\/uploads\/([0-9a-f-]{36})\/([^/]+)\/([^/]+)$/i;

/** PDF, Word and Markdown exports of editor documents (spec 2 §7). */
export function createExporter(deps: AppDeps, files: FilesService) {
  const pdf = createPdfRenderer({ chromiumPath: deps.config.chromiumPath, logger: deps.logger });

  /** Our uploaded image an <img src> names, if it is the caller's; undefined otherwise. */
  function imageLoader(session: SessionContext): ImageLoader {
    return async (src) => {
      const match = UPLOADED_IMAGE.exec(src);
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
  async function printableHtml(session: SessionContext, document: DocumentPages) {
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
      ? pages.map((page) => `<div class="editor-page">${pageHtml(page)}</div>`).join('')
      : pageHtml(pages[0] ?? []);
    const fonts = await fontFacesFor(body);
    return `<!doctype html><html><head><meta charset="utf-8"><style>${fonts}\n${pageCss(document.isPaged)}</style></head><body>${body}</body></html>`;
  }

  /** Produce one export's bytes from the editor's HTML (sanitised first). */
  async function exportDocument(
    session: SessionContext,
    format: ExportFormat,
    html: string,
  ): Promise<Buffer> {
    // The HTML parser and serialiser (htmlparser2, dom-serializer) load with the first export.
    const { documentPages } = await import('./document-pages.js');
    const document = documentPages(html);
    switch (format) {
      case 'pdf':
        return pdf.render(await printableHtml(session, document));
      case 'docx': {
        // docx and turndown load on their first export, not at start.
        const { writeDocx } = await import('./docx-writer.js');
        return writeDocx(document, imageLoader(session));
      }
      case 'markdown': {
        const { writeMarkdown } = await import('./markdown-writer.js');
        return Buffer.from(
          writeMarkdown(document, (src) =>
            src.startsWith('/api/uploads/') ? `${deps.config.publicUrl}${src}` : src,
          ),
        );
      }
    }
  }

  return { exportDocument, formats: EXPORT_FORMATS, close: pdf.close };
}

export type Exporter = ReturnType<typeof createExporter>;
