import { EDITOR_PAGE_CLASS, PAGE_SIZE } from '@worksphere/contracts';
import { TABLE_CELL_MIN_WIDTH } from './editorConstants';

/**
 * The document's own layout, saved in front of its content (the injected style block) so the
 * HTML looks the same wherever it is opened: the US-letter page, tables, textboxes, images and
 * placeholder tags. The editor's chrome (shadows, handles) is not part of it.
 */
export const EDITOR_PAGE_CSS = [
  `.${EDITOR_PAGE_CLASS}{position:relative;box-sizing:border-box;width:${PAGE_SIZE.width};min-height:${PAGE_SIZE.height};padding:${PAGE_SIZE.padding};background:#fff;overflow-wrap:break-word;font-family:Arial,'Liberation Sans',Helvetica,sans-serif;font-size:16px;line-height:1.5}`,
  `table{border-collapse:collapse;margin:8px 0}`,
  `td,th{min-width:${TABLE_CELL_MIN_WIDTH}px;border:1px solid #d4d4d8;padding:4px 8px;vertical-align:top}`,
  `th{background:#f4f4f5;font-weight:600;text-align:left}`,
  `.draggable-textbox{box-sizing:border-box;background:#fff;border:1px solid #d4d4d8;padding:4px}`,
  `.draggable-image{display:block;max-width:none}`,
  `.placeholder-tag{background:#eef2ff;color:#3730a3;border-radius:4px;padding:0 2px}`,
].join('');
