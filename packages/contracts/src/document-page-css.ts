import { EDITOR_PAGE_CLASS, PAGE_SIZE, PAPER_SIZES, type PaperSize } from './files.js';

/** The root of a document's content in continuous mode (PDF exports wrap it in this class). */
export const DOCUMENT_FLOW_CLASS = 'document-flow';

/** Table cells are at least this wide (spec 2 §9). */
const TABLE_CELL_MIN_WIDTH_PX = 50;
/** The space between two blocks of a page, as the editor's page view puts it. */
const BLOCK_GAP = '0.6em';
const TABLE_MARGIN = '12px';

/**
 * The document's own layout: the page view of the editor as it draws a document's content
 * (the app's CSS reset plus the editor's typography), written once so that the editor saves it
 * in front of the content (the injected style block) and the PDF export prints with it. What
 * the page view shows is then what the PDF shows: the same margins, line heights and fonts, so
 * textboxes and images placed at left/top of a page sit on the same text in both.
 */
export function documentPageCss(paperSize: PaperSize = 'letter'): string {
  const { width, height } = PAPER_SIZES[paperSize];
  const page = `.${EDITOR_PAGE_CLASS}`;
  const flow = `.${DOCUMENT_FLOW_CLASS}`;
  // Zero specificity, so the block gap below and the editor's own rules win over the reset.
  const inDocument = (selectors: string) => `:where(${page},${flow}) :where(${selectors})`;
  return [
    `${page}{position:relative;box-sizing:border-box;width:${width};min-height:${height};padding:${PAGE_SIZE.padding};background:#fff}`,
    // A root of its own: floated (square-wrapped) items stay inside the page that holds them.
    `${page},${flow}{display:flow-root;overflow-wrap:break-word;font-family:Arial,'Liberation Sans',Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#18181b}`,
    `${inDocument('*')},${inDocument('*::before')},${inDocument('*::after')}{box-sizing:border-box}`,
    `${inDocument('h1,h2,h3,h4,h5,h6,p,ul,ol,blockquote,pre,figure,hr,dl,dd')}{margin:0}`,
    `${inDocument('h4,h5,h6')}{font-size:inherit;font-weight:inherit}`,
    `${inDocument('h1')}{font-size:2em;font-weight:700;line-height:1.2}`,
    `${inDocument('h2')}{font-size:1.5em;font-weight:700;line-height:1.25}`,
    `${inDocument('h3')}{font-size:1.25em;font-weight:600;line-height:1.3}`,
    `${inDocument('ul')}{list-style:disc;padding-left:1.5rem}`,
    `${inDocument('ol')}{list-style:decimal;padding-left:1.5rem}`,
    `${inDocument('a')}{color:#4338ca;text-decoration:underline}`,
    `${inDocument('blockquote')}{border-left:3px solid #d4d4d8;padding-left:1rem;color:#52525b}`,
    `${inDocument('img')}{display:block;max-width:100%}`,
    `${page}>*+*,${flow}>*+*,.draggable-textbox>*+*{margin-top:${BLOCK_GAP}}`,
    // An item placed at left/top sits exactly there: the block gap does not push it down.
    `${[page, flow].flatMap((root) => ['position:absolute', 'position: absolute'].map((style) => `${root}>[style*="${style}"]`)).join(',')}{margin:0}`,
    `table{border-collapse:collapse;table-layout:fixed;margin:${TABLE_MARGIN} 0}`,
    // The editor wraps a table in a div that takes the block gap; the table's margin adds to it.
    `${page}>*+table,${flow}>*+table{margin-top:calc(${BLOCK_GAP} + ${TABLE_MARGIN})}`,
    `td,th{min-width:${TABLE_CELL_MIN_WIDTH_PX}px;border:1px solid #d4d4d8;padding:4px 8px;vertical-align:top}`,
    `th{background:#f4f4f5;font-weight:600;text-align:left}`,
    `.draggable-textbox{box-sizing:border-box;background:#fff;border:1px solid #d4d4d8;padding:4px 6px}`,
    `.draggable-image{display:block;max-width:none}`,
    `.placeholder-tag{background:#eef2ff;color:#3730a3;border-radius:4px;padding:0 3px;white-space:nowrap}`,
  ].join('');
}
