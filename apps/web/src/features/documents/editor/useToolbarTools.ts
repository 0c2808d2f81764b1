import { useEditorState, type Editor } from '@tiptap/react';
import {
  EDITOR_FONTS,
  PAPER_SIZES,
  type ExportFormat,
  type PaperSize,
} from '@worksphere/contracts';
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  ArrowDownToLine,
  ArrowUpToLine,
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  CalendarClock,
  Code,
  FilePlus2,
  FileText,
  Hash,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Move,
  PanelLeft,
  PanelRight,
  RectangleHorizontal,
  Redo2,
  Rows3,
  ScrollText,
  SquareDashed,
  Strikethrough,
  Table,
  TableColumnsSplit,
  TableRowsSplit,
  Underline,
  Undo2,
} from 'lucide-react';
import { editorMessages as messages } from '../documents.messages';
import { familyOf, fontFamilyValue, type TableAction } from './editorActions';
import { activeMedia } from './extensions/MediaControls';
import type { EditorMode } from './pageContent';
import { fontSizeOptions, HIGHLIGHT_COLORS, normalizeColor, TEXT_COLORS } from './textFormats';
import type { Action, Choice } from './toolbarParts';

export type ToolbarActions = {
  insertDateTime: () => void;
  insertLink: () => void;
  insertImage: () => void;
  insertTable: () => void;
  tableAction: (action: TableAction) => void;
  setPaperSize: (size: PaperSize) => void;
  toggleMode: () => void;
  toggleCode: () => void;
  addPage: () => void;
  exportAs: (format: ExportFormat) => void;
};

export type ToolbarToolsInput = {
  editor: Editor;
  mode: EditorMode;
  isCodeOpen: boolean;
  exporting: ExportFormat | null;
  actions: ToolbarActions;
};

export const paperOptions = (Object.keys(PAPER_SIZES) as PaperSize[]).map((size) => ({
  value: size,
  label: PAPER_SIZES[size].label,
}));
export const textColorChoices: Choice[] = [
  { value: '', label: messages.defaultTextColor, swatch: '' },
  ...TEXT_COLORS.map((color) => ({
    value: color.value,
    label: messages.colors[color.id],
    swatch: color.value,
  })),
];
export const highlightChoices: Choice[] = [
  { value: '', label: messages.noHighlight, swatch: '' },
  ...HIGHLIGHT_COLORS.map((color) => ({
    value: color.value,
    label: messages.colors[color.id],
    swatch: color.value,
  })),
];

/**
 * Every tool of the editor's toolbar, grouped, with the editor state they show (active marks,
 * the current font, size, colours): one list both the wide bar and More Options are built from,
 * so no action exists in one and not in the other.
 */
export function useToolbarTools({
  editor,
  mode,
  isCodeOpen,
  exporting,
  actions,
}: ToolbarToolsInput) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      isBold: current.isActive('bold'),
      isItalic: current.isActive('italic'),
      isUnderline: current.isActive('underline'),
      isStrike: current.isActive('strike'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
      fontSize: (current.getAttributes('textStyle').fontSize as string | undefined) ?? '',
      color: normalizeColor(current.getAttributes('textStyle').color as string | undefined),
      highlight: normalizeColor(
        current.getAttributes('textStyle').backgroundColor as string | undefined,
      ),
      isOrderedList: current.isActive('orderedList'),
      isBulletList: current.isActive('bulletList'),
      heading: ([1, 2, 3] as const).find((level) => current.isActive('heading', { level })),
      font: familyOf(current.getAttributes('textStyle').fontFamily as string | undefined),
      align:
        (['center', 'right'] as const).find((align) => current.isActive({ textAlign: align })) ??
        'left',
      media: activeMedia(current.state)?.attrs ?? null,
    }),
  });
  const chain = () => editor.chain().focus();

  const history: Action[] = [
    {
      id: 'undo',
      label: messages.undo,
      icon: Undo2,
      isDisabled: !state.canUndo,
      onPress: () => chain().undo().run(),
    },
    {
      id: 'redo',
      label: messages.redo,
      icon: Redo2,
      isDisabled: !state.canRedo,
      onPress: () => chain().redo().run(),
    },
  ];
  const marks: Action[] = [
    {
      id: 'bold',
      label: messages.bold,
      icon: Bold,
      isActive: state.isBold,
      onPress: () => chain().toggleBold().run(),
    },
    {
      id: 'italic',
      label: messages.italic,
      icon: Italic,
      isActive: state.isItalic,
      onPress: () => chain().toggleItalic().run(),
    },
    {
      id: 'underline',
      label: messages.underline,
      icon: Underline,
      isActive: state.isUnderline,
      onPress: () => chain().toggleUnderline().run(),
    },
    {
      id: 'strike',
      label: messages.strike,
      icon: Strikethrough,
      isActive: state.isStrike,
      onPress: () => chain().toggleStrike().run(),
    },
  ];
  const lists: Action[] = [
    {
      id: 'ol',
      label: messages.orderedList,
      icon: ListOrdered,
      isActive: state.isOrderedList,
      onPress: () => chain().toggleOrderedList().run(),
    },
    {
      id: 'ul',
      label: messages.unorderedList,
      icon: List,
      isActive: state.isBulletList,
      onPress: () => chain().toggleBulletList().run(),
    },
  ];
  const alignments: Action[] = [
    {
      id: 'left',
      label: messages.alignLeft,
      icon: AlignLeft,
      isActive: state.align === 'left',
      onPress: () => chain().setTextAlign('left').run(),
    },
    {
      id: 'center',
      label: messages.alignCenter,
      icon: AlignCenter,
      isActive: state.align === 'center',
      onPress: () => chain().setTextAlign('center').run(),
    },
    {
      id: 'right',
      label: messages.alignRight,
      icon: AlignRight,
      isActive: state.align === 'right',
      onPress: () => chain().setTextAlign('right').run(),
    },
  ];
  const inserts: Action[] = [
    {
      id: 'date',
      label: messages.insertDateTime,
      icon: CalendarClock,
      onPress: actions.insertDateTime,
    },
    {
      id: 'link',
      label: messages.insertLink,
      icon: Link2,
      isActive: editor.isActive('link'),
      onPress: actions.insertLink,
    },
    { id: 'image', label: messages.insertImage, icon: ImagePlus, onPress: actions.insertImage },
    {
      id: 'textbox',
      label: messages.addTextbox,
      icon: SquareDashed,
      onPress: () => chain().addTextbox().run(),
    },
    {
      id: 'placeholder',
      label: messages.insertPlaceholder,
      icon: Hash,
      onPress: () => chain().insertPlaceholderTag().run(),
    },
  ];
  const tables: Action[] = [
    { id: 'table', label: messages.insertTable, icon: Table, onPress: actions.insertTable },
    {
      id: 'addRow',
      label: messages.addRow,
      icon: BetweenHorizontalEnd,
      onPress: () => actions.tableAction('addRow'),
    },
    {
      id: 'deleteRow',
      label: messages.deleteRow,
      icon: TableRowsSplit,
      onPress: () => actions.tableAction('deleteRow'),
    },
    {
      id: 'addColumn',
      label: messages.addColumn,
      icon: BetweenVerticalEnd,
      onPress: () => actions.tableAction('addColumn'),
    },
    {
      id: 'deleteColumn',
      label: messages.deleteColumn,
      icon: TableColumnsSplit,
      onPress: () => actions.tableAction('deleteColumn'),
    },
    {
      id: 'headerRow',
      label: messages.toggleHeaderRow,
      icon: Rows3,
      onPress: () => actions.tableAction('toggleHeaderRow'),
    },
  ];
  const views: Action[] = [
    {
      id: 'mode',
      label: mode === 'page' ? messages.toContinuousView : messages.toPageView,
      icon: mode === 'page' ? ScrollText : FileText,
      onPress: actions.toggleMode,
    },
    {
      id: 'code',
      label: isCodeOpen ? messages.hideCode : messages.showCode,
      icon: Code,
      isActive: isCodeOpen,
      onPress: actions.toggleCode,
    },
    ...(mode === 'page'
      ? [{ id: 'addPage', label: messages.addPage, icon: FilePlus2, onPress: actions.addPage }]
      : []),
  ];
  const exports: Action[] = [
    {
      id: 'docx',
      label: messages.exportDocxLabel,
      text: messages.exportDocx,
      icon: FileText,
      isDisabled: exporting !== null,
      onPress: () => actions.exportAs('docx'),
    },
    {
      id: 'md',
      label: messages.exportMarkdownLabel,
      text: messages.exportMarkdown,
      icon: FileText,
      isDisabled: exporting !== null,
      onPress: () => actions.exportAs('markdown'),
    },
    {
      id: 'pdf',
      label: messages.exportPdfLabel,
      text: messages.exportPdf,
      icon: FileText,
      isDisabled: exporting !== null,
      onPress: () => actions.exportAs('pdf'),
    },
  ];
  const wraps = [
    { wrap: 'inline', label: messages.wrapInline, icon: RectangleHorizontal },
    { wrap: 'left', label: messages.wrapLeft, icon: PanelLeft },
    { wrap: 'right', label: messages.wrapRight, icon: PanelRight },
  ] as const;
  const media = state.media;
  const mediaActions: Action[] = media
    ? [
        ...wraps.map(({ wrap, label, icon }) => ({
          id: `wrap-${wrap}`,
          label,
          icon,
          isActive: media.position !== 'absolute' && media.wrap === wrap,
          onPress: () => chain().setMediaWrap(wrap).run(),
        })),
        {
          id: 'position',
          label: media.position === 'absolute' ? messages.toggleInline : messages.toggleAbsolute,
          icon: Move,
          isActive: media.position === 'absolute',
          onPress: () => chain().toggleMediaPosition().run(),
        },
        {
          id: 'forward',
          label: messages.bringForward,
          icon: ArrowUpToLine,
          onPress: () => chain().bringMediaForward().run(),
        },
        {
          id: 'backward',
          label: messages.sendBackward,
          icon: ArrowDownToLine,
          onPress: () => chain().sendMediaBackward().run(),
        },
      ]
    : [];

  const paragraphValue = state.heading ? String(state.heading) : 'paragraph';
  const setParagraphStyle = (value: string) => {
    if (value === 'paragraph') chain().setParagraph().run();
    else
      chain()
        .setHeading({ level: Number(value) as 1 | 2 | 3 })
        .run();
  };
  const setFont = (family: string) => {
    if (family === '') chain().unsetFontFamily().run();
    else chain().setFontFamily(fontFamilyValue(family)).run();
  };
  const fontOptions = EDITOR_FONTS.map((font) => ({ value: font.family, label: font.label }));
  const setFontSize = (size: string) => {
    if (size === '') chain().unsetFontSize().run();
    else chain().setFontSize(size).run();
  };
  const setColor = (color: string) => {
    if (color === '') chain().unsetColor().run();
    else chain().setColor(color).run();
  };
  const setHighlight = (color: string) => {
    if (color === '') chain().unsetBackgroundColor().run();
    else chain().setBackgroundColor(color).run();
  };
  const setPaper = (value: string) => actions.setPaperSize(value === 'a4' ? 'a4' : 'letter');

  return {
    state,
    history,
    marks,
    lists,
    alignments,
    inserts,
    tables,
    views,
    exports,
    mediaActions,
    paragraphValue,
    setParagraphStyle,
    setFont,
    fontOptions,
    fontSizeOptions,
    setFontSize,
    setColor,
    setHighlight,
    setPaper,
  };
}
