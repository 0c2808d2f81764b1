import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  FrameAnchorType,
  FrameWrap,
  HeadingLevel,
  HeightRule,
  HorizontalPositionRelativeFrom,
  ImageRun,
  LevelFormat,
  LineRuleType,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  TextWrappingType,
  VerticalPositionRelativeFrom,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { PaperSize } from '@worksphere/contracts';
import type { ChildNode, Element } from 'domhandler';
import { isTag, isText } from 'domhandler';
import { imageSize } from 'image-size';
import type { DocumentPages } from './document-pages.js';
import { DEFAULT_FONT, fontTableXml } from './docx-fonts.js';

/*
 * Our own mapping of the editor's HTML to Word (PRODUCT.md "Documents"): headings, bold,
 * italic, underline, strike, fonts, alignment, lists, tables with header rows, links, images
 * of our uploads, and a page break between editor pages. Textboxes and images placed at
 * left/top of a page are placed there in Word too: images as floating drawings, textboxes as
 * bordered text frames, both over the text as in the page view. Items in the text flow stay in it.
 */

/** An image the document shows, already read from our uploads. */
export type LoadedImage = { bytes: Buffer; mimetype: string };
/** Find the bytes of an <img src>; undefined for images that are not ours. */
export type ImageLoader = (src: string) => Promise<LoadedImage | undefined>;

const TWIPS_PER_PX = 15; // 1440 per inch, 96 px per inch
const EMU_PER_PX = 9_525; // 914400 per inch
/** The paper in twips, with the spec's 1 in margins (spec 2 §9). */
const PAPER: Record<PaperSize, { width: number; height: number }> = {
  letter: { width: 12_240, height: 15_840 }, // 8.5 x 11 in
  a4: { width: 11_906, height: 16_838 }, // 210 x 297 mm
};
const MARGIN = 1_440;
const ORDERED = 'ordered-list';
/** The textbox border of the editor (1px solid #d4d4d8) when its style names none. */
const TEXTBOX_BORDER = { sizeEighths: 6, color: 'D4D4D8' };

type RunStyle = {
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  strike?: boolean;
  font?: string;
  color?: string;
  superScript?: boolean;
  subScript?: boolean;
};

type Block = Paragraph | Table;

const HEADINGS: Record<string, (typeof HeadingLevel)[keyof typeof HeadingLevel]> = {
  h1: HeadingLevel.HEADING_1,
  h2: HeadingLevel.HEADING_2,
  h3: HeadingLevel.HEADING_3,
  h4: HeadingLevel.HEADING_4,
  h5: HeadingLevel.HEADING_5,
  h6: HeadingLevel.HEADING_6,
};

const ALIGNMENTS: Record<string, (typeof AlignmentType)[keyof typeof AlignmentType]> = {
  left: AlignmentType.LEFT,
  start: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  end: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
};

const DOCX_IMAGE_TYPES: Record<string, 'png' | 'jpg' | 'gif' | 'bmp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'table',
  'blockquote',
  'pre',
  'hr',
]);

/** The declarations of an element's style attribute, by lower-case property. */
function stylesOf(element: Element): Record<string, string> {
  const styles: Record<string, string> = {};
  for (const declaration of (element.attribs.style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) {
      styles[declaration.slice(0, colon).trim().toLowerCase()] = declaration
        .slice(colon + 1)
        .trim();
    }
  }
  return styles;
}

/** A CSS length in px (px, pt, in); undefined for anything else. */
function pixels(value: string | undefined): number | undefined {
  const match = /^(-?\d+(?:\.\d+)?)(px|pt|in)?$/i.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = (match[2] ?? 'px').toLowerCase();
  return unit === 'pt' ? (amount * 96) / 72 : unit === 'in' ? amount * 96 : amount;
}

/** The first family of a font-family list, unquoted. */
const firstFamily = (value: string | undefined) =>
  value
    ?.split(',')[0]
    ?.trim()
    .replace(/^['"]|['"]$/g, '') || undefined;

/** #rgb / #rrggbb as Word's RRGGBB. */
function hexColor(value: string | undefined): string | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const hex = match[1]!;
  return (hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex).toUpperCase();
}

function styleFor(element: Element, inherited: RunStyle): RunStyle {
  const style = { ...inherited };
  const css = stylesOf(element);
  switch (element.name) {
    case 'strong':
    case 'b':
    case 'th':
      style.bold = true;
      break;
    case 'em':
    case 'i':
      style.italics = true;
      break;
    case 'u':
    case 'ins':
      style.underline = true;
      break;
    case 's':
    case 'strike':
    case 'del':
      style.strike = true;
      break;
    case 'code':
    case 'pre':
      style.font = 'Courier New';
      break;
    case 'sup':
      style.superScript = true;
      break;
    case 'sub':
      style.subScript = true;
      break;
  }
  if (/^(bold|bolder|[6-9]00)$/.test(css['font-weight'] ?? '')) style.bold = true;
  if (css['font-style'] === 'italic') style.italics = true;
  const decoration = `${css['text-decoration'] ?? ''} ${css['text-decoration-line'] ?? ''}`;
  if (decoration.includes('underline')) style.underline = true;
  if (decoration.includes('line-through')) style.strike = true;
  const font = firstFamily(css['font-family']);
  if (font) style.font = font;
  const color = hexColor(css.color);
  if (color) style.color = color;
  return style;
}

function textRun(text: string, style: RunStyle, isLink = false) {
  return new TextRun({
    text,
    bold: style.bold,
    italics: style.italics,
    underline: style.underline || isLink ? {} : undefined,
    strike: style.strike,
    font: style.font,
    color: isLink ? '0563C1' : style.color,
    superScript: style.superScript,
    subScript: style.subScript,
  });
}

const isTextbox = (element: Element) =>
  element.name === 'div' &&
  (stylesOf(element).position === 'absolute' || /textbox/i.test(element.attribs.class ?? ''));

const isBlockElement = (node: ChildNode): node is Element =>
  isTag(node) && (BLOCK_TAGS.has(node.name) || isTextbox(node));

/** An image or textbox at left/top of its page rather than in the text flow. */
const isPlaced = (element: Element) => stylesOf(element).position === 'absolute';

/** A CSS border (`1px solid #d4d4d8`) as Word's size in eighths of a point and colour. */
function borderOf(value: string | undefined) {
  if (value && /\bnone\b/.test(value)) return undefined;
  // A length on its own, not the digits of a #colour.
  const width = pixels(/(?<![#\w.])(\d+(?:\.\d+)?(?:px|pt)?)(?![\w.])/.exec(value ?? '')?.[1]);
  const color = hexColor(/#[0-9a-f]{3,6}\b/i.exec(value ?? '')?.[0]);
  return {
    sizeEighths:
      width !== undefined ? Math.max(2, Math.round(width * 0.75 * 8)) : TEXTBOX_BORDER.sizeEighths,
    color: color ?? TEXTBOX_BORDER.color,
  };
}

/** Builds the paragraphs of one export; lists get their own numbering instance each. */
class DocxMapper {
  private listInstance = 0;
  private floating: ParagraphChild[] = [];
  /** Every font a run names, for the font table. */
  readonly fonts = new Set<string>();

  constructor(
    private readonly loadImage: ImageLoader,
    private readonly contentWidthPx: number,
  ) {}

  /** Inline content (text, marks, links, images, breaks) as paragraph children. */
  async inline(nodes: ChildNode[], style: RunStyle, link?: string): Promise<ParagraphChild[]> {
    const runs: ParagraphChild[] = [];
    for (const node of nodes) {
      if (isText(node)) {
        const text = node.data.replace(/\s+/g, ' ');
        if (text) runs.push(textRun(text, style, Boolean(link)));
        if (text && style.font) this.fonts.add(style.font);
        continue;
      }
      if (!isTag(node)) continue;
      if (node.name === 'br') {
        runs.push(new TextRun({ break: 1 }));
      } else if (node.name === 'img') {
        runs.push(...(await this.image(node)));
      } else if (node.name === 'a' && node.attribs.href && !link) {
        const children = await this.inline(node.children as ChildNode[], style, node.attribs.href);
        runs.push(
          new ExternalHyperlink({ link: node.attribs.href, children: children as TextRun[] }),
        );
      } else {
        runs.push(
          ...(await this.inline(node.children as ChildNode[], styleFor(node, style), link)),
        );
      }
    }
    return runs;
  }

  /** An image of our uploads as a picture, scaled into the page; any other as a link. */
  async image(element: Element): Promise<ParagraphChild[]> {
    const src = element.attribs.src ?? '';
    const alt = element.attribs.alt || 'Image';
    const loaded = await this.loadImage(src);
    const type = loaded && DOCX_IMAGE_TYPES[loaded.mimetype];
    if (!loaded || !type) {
      return /^https?:/i.test(src)
        ? [new ExternalHyperlink({ link: src, children: [textRun(alt, {}, true)] })]
        : [];
    }
    const css = stylesOf(element);
    let intrinsic: { width?: number; height?: number } = {};
    try {
      intrinsic = imageSize(loaded.bytes);
    } catch {
      intrinsic = {};
    }
    let width = pixels(css.width) ?? pixels(element.attribs.width) ?? intrinsic.width ?? 200;
    let height =
      pixels(css.height) ??
      pixels(element.attribs.height) ??
      (intrinsic.width && intrinsic.height ? (width * intrinsic.height) / intrinsic.width : 150);
    const placed = isPlaced(element);
    if (!placed && width > this.contentWidthPx) {
      height = (height * this.contentWidthPx) / width;
      width = this.contentWidthPx;
    }
    const picture = new ImageRun({
      type,
      data: loaded.bytes,
      transformation: { width: Math.round(width), height: Math.round(height) },
      altText: { name: alt, description: alt, title: alt },
      ...(placed
        ? {
            floating: {
              horizontalPosition: {
                relative: HorizontalPositionRelativeFrom.PAGE,
                offset: Math.round((pixels(css.left) ?? 0) * EMU_PER_PX),
              },
              verticalPosition: {
                relative: VerticalPositionRelativeFrom.PAGE,
                offset: Math.round((pixels(css.top) ?? 0) * EMU_PER_PX),
              },
              // Over the text, as in the page view: the text does not move around it.
              wrap: { type: TextWrappingType.NONE },
              allowOverlap: true,
              zIndex: Number.parseInt(css['z-index'] ?? '', 10) || 1,
            },
          }
        : {}),
    });
    if (!placed) return [picture];
    // Anchored at the top of its page (see takeFloating), not where it falls in the text.
    this.floating.push(picture);
    return [];
  }

  /** The drawings placed on the page being mapped, to anchor at its start. */
  takeFloating(): ParagraphChild[] {
    const floating = this.floating;
    this.floating = [];
    return floating;
  }

  private async paragraph(
    element: Element,
    style: RunStyle,
    extra: ConstructorParameters<typeof Paragraph>[0] & object = {},
  ) {
    const css = stylesOf(element);
    const alignment = ALIGNMENTS[css['text-align'] ?? ''];
    const children = await this.inline(element.children as ChildNode[], styleFor(element, style));
    return new Paragraph({ alignment, children, ...extra });
  }

  /**
   * A textbox: its paragraphs with the box's border around them; one placed at left/top is a
   * text frame there (over the text, as in the page view), one in the text flow stays in it.
   */
  private async textbox(element: Element, style: RunStyle): Promise<Block[]> {
    const css = stylesOf(element);
    const { sizeEighths, color } = borderOf(css.border) ?? { sizeEighths: 0, color: 'auto' };
    // w:space is in points: the editor's 4px / 6px padding.
    const side = (space: number) =>
      sizeEighths > 0
        ? { style: BorderStyle.SINGLE, size: sizeEighths, color, space }
        : { style: BorderStyle.NONE, size: 0, color: 'auto', space: 0 };
    const sides = { top: side(3), bottom: side(3), left: side(5), right: side(5) };
    // Both views measure left/top from the paper's corner (the continuous sheet too).
    const anchor = FrameAnchorType.PAGE;
    const minHeight = pixels(css['min-height']) ?? pixels(css.height);
    const frame = isPlaced(element)
      ? {
          type: 'absolute' as const,
          position: {
            x: Math.round((pixels(css.left) ?? 10) * TWIPS_PER_PX),
            y: Math.round((pixels(css.top) ?? 10) * TWIPS_PER_PX),
          },
          width: Math.round((pixels(css.width) ?? 240) * TWIPS_PER_PX),
          ...(minHeight
            ? { height: Math.round(minHeight * TWIPS_PER_PX), rule: HeightRule.ATLEAST }
            : {}),
          wrap: FrameWrap.THROUGH,
          anchor: { horizontal: anchor, vertical: anchor },
        }
      : undefined;
    const boxStyle = styleFor(element, style);
    // Each line of the box is a paragraph in the same frame: Word draws one box around them.
    const lines: ChildNode[][] = [];
    let loose: ChildNode[] = [];
    for (const child of element.children as ChildNode[]) {
      if (isBlockElement(child)) {
        if (loose.length) lines.push(loose);
        loose = [];
        lines.push(child.children as ChildNode[]);
      } else {
        loose.push(child);
      }
    }
    if (loose.length || lines.length === 0) lines.push(loose);
    const paragraphs: Block[] = [];
    for (const line of lines) {
      paragraphs.push(
        new Paragraph({
          ...(frame ? { frame } : {}),
          border: sides,
          spacing: { before: 0, after: 0 },
          children: await this.inline(line, boxStyle),
        }),
      );
    }
    return paragraphs;
  }

  private async list(element: Element, style: RunStyle, level: number): Promise<Block[]> {
    const isOrdered = element.name === 'ol';
    const instance = (this.listInstance += 1);
    const blocks: Block[] = [];
    for (const item of element.children as ChildNode[]) {
      if (!isTag(item) || item.name !== 'li') continue;
      const inlineNodes = (item.children as ChildNode[]).filter(
        (child) => !(isTag(child) && (child.name === 'ul' || child.name === 'ol')),
      );
      const flattened = inlineNodes.flatMap((child) =>
        isTag(child) && child.name === 'p' ? (child.children as ChildNode[]) : [child],
      );
      const children = await this.inline(flattened, styleFor(item, style));
      blocks.push(
        new Paragraph({
          children,
          ...(isOrdered
            ? { numbering: { reference: ORDERED, level, instance } }
            : { bullet: { level } }),
        }),
      );
      for (const child of item.children as ChildNode[]) {
        if (isTag(child) && (child.name === 'ul' || child.name === 'ol')) {
          blocks.push(...(await this.list(child, style, Math.min(level + 1, 8))));
        }
      }
    }
    return blocks;
  }

  private async table(element: Element, style: RunStyle): Promise<Block[]> {
    const rows: TableRow[] = [];
    const rowElements = [...collectRows(element)];
    for (const { row, inHead } of rowElements) {
      const cells = (row.children as ChildNode[]).filter(
        (cell): cell is Element => isTag(cell) && (cell.name === 'td' || cell.name === 'th'),
      );
      if (cells.length === 0) continue;
      const isHeader = inHead || cells.every((cell) => cell.name === 'th');
      const tableCells = await Promise.all(
        cells.map(async (cell) => {
          const content = await this.blocks(cell.children as ChildNode[], styleFor(cell, style));
          // Word needs a paragraph at the end of every cell.
          if (!(content.at(-1) instanceof Paragraph)) content.push(new Paragraph({}));
          return new TableCell({
            children: content,
            columnSpan: Number(cell.attribs.colspan) || undefined,
            rowSpan: Number(cell.attribs.rowspan) || undefined,
          });
        }),
      );
      rows.push(new TableRow({ children: tableCells, tableHeader: isHeader }));
    }
    if (rows.length === 0) return [];
    return [new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } })];
  }

  /** Block content: each block element its own paragraph(s); loose inline runs gathered. */
  async blocks(nodes: ChildNode[], style: RunStyle = {}): Promise<Block[]> {
    const blocks: Block[] = [];
    let loose: ChildNode[] = [];
    const flush = async () => {
      if (loose.some((node) => !isText(node) || node.data.trim())) {
        blocks.push(new Paragraph({ children: await this.inline(loose, style) }));
      }
      loose = [];
    };
    for (const node of nodes) {
      if (isTag(node) && node.name === 'img' && isPlaced(node)) {
        await this.image(node);
        continue;
      }
      if (!isBlockElement(node)) {
        loose.push(node);
        continue;
      }
      await flush();
      const heading = HEADINGS[node.name];
      if (isTextbox(node)) blocks.push(...(await this.textbox(node, style)));
      else if (heading) blocks.push(await this.paragraph(node, style, { heading }));
      else if (node.name === 'ul' || node.name === 'ol')
        blocks.push(...(await this.list(node, style, 0)));
      else if (node.name === 'table') blocks.push(...(await this.table(node, style)));
      else if (node.name === 'hr') {
        blocks.push(
          new Paragraph({
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'BFBFBF', space: 1 } },
          }),
        );
      } else if (node.name === 'blockquote') {
        const inner = await this.blocks(node.children as ChildNode[], { ...style, italics: true });
        blocks.push(...inner);
      } else if (node.name === 'div' && (node.children as ChildNode[]).some(isBlockElement)) {
        blocks.push(...(await this.blocks(node.children as ChildNode[], styleFor(node, style))));
      } else {
        blocks.push(await this.paragraph(node, style));
      }
    }
    await flush();
    return blocks;
  }
}

function* collectRows(
  element: Element,
  inHead = false,
): Generator<{ row: Element; inHead: boolean }> {
  for (const child of element.children as ChildNode[]) {
    if (!isTag(child)) continue;
    if (child.name === 'tr') yield { row: child, inHead };
    else if (['thead', 'tbody', 'tfoot'].includes(child.name)) {
      yield* collectRows(child, inHead || child.name === 'thead');
    }
  }
}

/** The document as a .docx on its paper (1 in margins), a page break between editor pages. */
export async function writeDocx(
  document: DocumentPages,
  loadImage: ImageLoader,
  options: { paperSize?: PaperSize } = {},
): Promise<Buffer> {
  const paper = PAPER[options.paperSize ?? 'letter'];
  const mapper = new DocxMapper(loadImage, (paper.width - 2 * MARGIN) / TWIPS_PER_PX);
  const children: Block[] = [];
  for (const [index, page] of document.pages.entries()) {
    if (index > 0) children.push(new Paragraph({ children: [new PageBreak()] }));
    const blocks = await mapper.blocks(page);
    const floating = mapper.takeFloating();
    if (floating.length > 0) {
      // The page's drawings hang from a 1 pt paragraph at its top; they are placed by page
      // coordinates, so this only ties them to the right page.
      children.push(
        new Paragraph({
          spacing: { before: 0, after: 0, line: 20, lineRule: LineRuleType.EXACT },
          children: floating,
        }),
      );
    }
    children.push(...blocks);
  }
  const word = new Document({
    creator: 'Worksphere',
    styles: {
      default: {
        // The page view's text: Arial (Liberation Sans) 16 px = 12 pt, 1.5 lines, 0.6em gaps.
        document: {
          run: { font: DEFAULT_FONT, size: 24, color: '18181B' },
          paragraph: { spacing: { after: 144, line: 312, lineRule: LineRuleType.AUTO } },
        },
        heading1: { run: { font: DEFAULT_FONT, size: 48, bold: true, color: '18181B' } },
        heading2: { run: { font: DEFAULT_FONT, size: 36, bold: true, color: '18181B' } },
        heading3: { run: { font: DEFAULT_FONT, size: 30, bold: true, color: '18181B' } },
      },
    },
    numbering: {
      config: [
        {
          reference: ORDERED,
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN][
              level % 3
            ]!,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: paper.width, height: paper.height },
            margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN },
          },
        },
        children,
      },
    ],
  });
  // Word and LibreOffice pick a font by its font-table entry (family, pitch, panose): every
  // font the document names is declared there, the default one first.
  return Packer.toBuffer(word, false, [
    { path: 'word/fontTable.xml', data: fontTableXml([DEFAULT_FONT, ...mapper.fonts]) },
  ]);
}
