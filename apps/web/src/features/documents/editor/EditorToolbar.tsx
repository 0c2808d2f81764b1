import { useEditorState, type Editor } from '@tiptap/react';
import { EDITOR_FONTS, type ExportFormat } from '@worksphere/contracts';
import clsx from 'clsx';
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
  MoreHorizontal,
  ScrollText,
  SquareDashed,
  Table,
  TableColumnsSplit,
  TableRowsSplit,
  Underline,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing } from '../../../ui/focusRing';
import { Menu, MenuItem, MenuSection } from '../../../ui/Menu';
import { Toolbar } from '../../../ui/Toolbar';
import { SelectField } from '../../../ui/SelectField';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { editorMessages as messages } from '../documents.messages';
import { NARROW_SCREEN_QUERY } from './editorConstants';
import { familyOf, fontFamilyValue } from './editorActions';
import { selectedMedia } from './extensions/MediaControls';
import type { EditorMode } from './pageContent';

export type ToolbarActions = {
  insertDateTime: () => void;
  insertLink: () => void;
  insertImage: () => void;
  insertTable: () => void;
  tableAction: (action: 'addRow' | 'deleteRow' | 'addColumn' | 'deleteColumn') => void;
  toggleMode: () => void;
  toggleCode: () => void;
  addPage: () => void;
  exportAs: (format: ExportFormat) => void;
};

type EditorToolbarProps = {
  editor: Editor;
  mode: EditorMode;
  isCodeOpen: boolean;
  exporting: ExportFormat | null;
  actions: ToolbarActions;
};

type Action = {
  id: string;
  label: string;
  icon: LucideIcon;
  onPress: () => void;
  isActive?: boolean;
  /** Shown as a word instead of an icon (the export buttons). */
  text?: string;
  isDisabled?: boolean;
};

/** The editor's toolbar (spec 2 §2); below 768 px most of it moves into More Options. */
export function EditorToolbar({
  editor,
  mode,
  isCodeOpen,
  exporting,
  actions,
}: EditorToolbarProps) {
  const isNarrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      isBold: current.isActive('bold'),
      isItalic: current.isActive('italic'),
      isUnderline: current.isActive('underline'),
      isOrderedList: current.isActive('orderedList'),
      isBulletList: current.isActive('bulletList'),
      heading: ([1, 2, 3] as const).find((level) => current.isActive('heading', { level })),
      font: familyOf(current.getAttributes('textStyle').fontFamily as string | undefined),
      align:
        (['center', 'right'] as const).find((align) => current.isActive({ textAlign: align })) ??
        'left',
      media: selectedMedia(current.state)?.attrs ?? null,
    }),
  });
  const chain = () => editor.chain().focus();

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
  const mediaActions: Action[] = state.media
    ? [
        {
          id: 'position',
          label:
            state.media.position === 'absolute' ? messages.toggleInline : messages.toggleAbsolute,
          icon: Move,
          isActive: state.media.position === 'absolute',
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

  if (isNarrow) {
    return (
      <Toolbar
        label={messages.toolbarLabel}
        className="flex flex-wrap items-center gap-0.5 border-b border-zinc-200 bg-zinc-50 p-1"
      >
        <Group actions={marks} />
        <Group actions={mediaActions} />
        <div className="ml-auto">
          <Menu
            label={messages.moreOptions}
            isIconOnly
            trigger={<MoreHorizontal aria-hidden className="size-5" />}
            triggerClassName={clsx(
              'inline-flex size-9 items-center justify-center rounded-md text-zinc-700 hover:bg-zinc-200',
              focusRing,
            )}
            className="max-h-[70vh] w-64 overflow-y-auto"
          >
            <MenuSection title={messages.sectionFormat}>
              {menuItems([...lists, ...alignments])}
            </MenuSection>
            <MenuSection title={messages.sectionStyle}>
              {messages.paragraphStyles.map((style) => (
                <MenuItem
                  key={style.value}
                  id={`style-${style.value}`}
                  end={paragraphValue === style.value ? '✓' : null}
                  onAction={() => setParagraphStyle(style.value)}
                >
                  {style.label}
                </MenuItem>
              ))}
            </MenuSection>
            <MenuSection title={messages.sectionFont}>
              {fontOptions.map((font) => (
                <MenuItem
                  key={font.label}
                  id={`font-${font.label}`}
                  end={state.font === font.value ? '✓' : null}
                  onAction={() => setFont(font.value)}
                >
                  {font.label}
                </MenuItem>
              ))}
            </MenuSection>
            <MenuSection title={messages.sectionInsert}>{menuItems(inserts)}</MenuSection>
            <MenuSection title={messages.sectionTable}>{menuItems(tables)}</MenuSection>
            <MenuSection title={messages.sectionView}>{menuItems(views)}</MenuSection>
            <MenuSection title={messages.sectionExport}>{menuItems(exports)}</MenuSection>
          </Menu>
        </div>
      </Toolbar>
    );
  }

  return (
    <Toolbar
      label={messages.toolbarLabel}
      className="flex flex-wrap items-center gap-x-1 gap-y-1 border-b border-zinc-200 bg-zinc-50 p-1.5"
    >
      <Group actions={marks} />
      <Separator />
      <Group actions={lists} />
      <Separator />
      <SelectField
        label={messages.paragraphStyle}
        hideLabel
        options={messages.paragraphStyles}
        value={paragraphValue}
        onChange={(change) => setParagraphStyle(change.target.value)}
        className="w-32"
      />
      <SelectField
        label={messages.font}
        hideLabel
        options={fontOptions}
        value={state.font}
        onChange={(change) => setFont(change.target.value)}
        className="w-36"
      />
      <Separator />
      <Group actions={alignments} />
      <Separator />
      <Group actions={inserts} />
      <Separator />
      <Group actions={tables} />
      <Separator />
      <Group actions={views} />
      <Separator />
      <Group actions={exports} />
      {mediaActions.length > 0 ? (
        <>
          <Separator />
          <Group actions={mediaActions} />
        </>
      ) : null}
    </Toolbar>
  );
}

function menuItems(actions: Action[]): ReactNode {
  return actions.map((action) => (
    <MenuItem
      key={action.id}
      id={action.id}
      icon={<action.icon className="size-4" />}
      onAction={action.isDisabled ? undefined : action.onPress}
    >
      {action.label}
    </MenuItem>
  ));
}

function Separator() {
  return <span aria-hidden className="mx-0.5 h-6 w-px bg-zinc-200" />;
}

function Group({ actions }: { actions: Action[] }) {
  return (
    <>
      {actions.map((action) => (
        <button
          key={action.id}
          type="button"
          title={action.label}
          aria-label={action.label}
          aria-pressed={action.isActive === undefined ? undefined : action.isActive}
          disabled={action.isDisabled}
          // Keep the editor's selection: pressing a tool must not move focus first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={action.onPress}
          className={clsx(
            'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-1.5 text-sm font-medium transition-colors disabled:opacity-50',
            action.isActive ? 'bg-brand-100 text-brand-800' : 'text-zinc-700 hover:bg-zinc-200',
            focusRing,
          )}
        >
          {action.text ?? <action.icon aria-hidden className="size-4" />}
        </button>
      ))}
    </>
  );
}
