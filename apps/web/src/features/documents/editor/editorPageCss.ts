import { documentPageCss, type PaperSize } from '@worksphere/contracts';

/**
 * The document's own layout, saved in front of its content (the injected style block) so the
 * HTML looks the same wherever it is opened: the page, typography, tables, textboxes, images and
 * placeholder tags as the page view draws them. The PDF export prints with the same CSS (from
 * the contracts), which is what makes the PDF match the page view. The editor's chrome
 * (shadows, handles) is not part of it.
 */
export const EDITOR_PAGE_CSS = documentPageCss('letter');

/** The same layout on the document's own paper. */
export const editorPageCssFor = (paperSize: PaperSize) => documentPageCss(paperSize);
