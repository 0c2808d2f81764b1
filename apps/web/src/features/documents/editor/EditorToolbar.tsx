import { type Editor } from '@tiptap/react';
import type { ExportFormat, PaperSize } from '@worksphere/contracts';
import clsx from 'clsx';
import { Baseline, Highlighter, MoreHorizontal } from 'lucide-react';
import { focusRing } from '../../../ui/focusRing';
import { Menu, MenuItem, MenuSection } from '../../../ui/Menu';
import { SelectField } from '../../../ui/SelectField';
import { Toolbar } from '../../../ui/Toolbar';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { editorMessages as messages } from '../documents.messages';
import { NARROW_SCREEN_QUERY } from './editorConstants';
import type { EditorMode } from './pageContent';
import { ChoiceMenu, choiceItems, CURRENT_MARK, Group, menuItems, Separator } from './toolbarParts';
import {
  highlightChoices,
  paperOptions,
  textColorChoices,
  useToolbarTools,
  type ToolbarActions,
} from './useToolbarTools';

export type { ToolbarActions };

type EditorToolbarProps = {
  editor: Editor;
  mode: EditorMode;
  isCodeOpen: boolean;
  exporting: ExportFormat | null;
  paperSize: PaperSize;
  actions: ToolbarActions;
};

/** The editor's toolbar (spec 2 §2); below 768 px most of it moves into More Options. */
export function EditorToolbar({
  editor,
  mode,
  isCodeOpen,
  exporting,
  paperSize,
  actions,
}: EditorToolbarProps) {
  const isNarrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const {
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
  } = useToolbarTools({ editor, mode, isCodeOpen, exporting, actions });

  if (isNarrow) {
    return (
      <Toolbar
        label={messages.toolbarLabel}
        className="flex flex-wrap items-center gap-0.5 border-b border-zinc-200 bg-zinc-50 p-1"
      >
        <Group actions={history} />
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
                  end={paragraphValue === style.value ? CURRENT_MARK : null}
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
                  end={state.font === font.value ? CURRENT_MARK : null}
                  onAction={() => setFont(font.value)}
                >
                  {font.label}
                </MenuItem>
              ))}
            </MenuSection>
            <MenuSection title={messages.sectionFontSize}>
              {choiceItems('size', fontSizeOptions, state.fontSize, setFontSize)}
            </MenuSection>
            <MenuSection title={messages.sectionColor}>
              {choiceItems('color', textColorChoices, state.color, setColor)}
            </MenuSection>
            <MenuSection title={messages.sectionHighlight}>
              {choiceItems('highlight', highlightChoices, state.highlight, setHighlight)}
            </MenuSection>
            <MenuSection title={messages.sectionInsert}>{menuItems(inserts)}</MenuSection>
            <MenuSection title={messages.sectionTable}>{menuItems(tables)}</MenuSection>
            <MenuSection title={messages.sectionView}>{menuItems(views)}</MenuSection>
            <MenuSection title={messages.sectionPaper}>
              {choiceItems('paper', paperOptions, paperSize, setPaper)}
            </MenuSection>
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
      <Group actions={history} />
      <Separator />
      <Group actions={marks} />
      <ChoiceMenu
        label={messages.textColor}
        icon={Baseline}
        current={state.color}
        choices={textColorChoices}
        onChoose={setColor}
      />
      <ChoiceMenu
        label={messages.highlight}
        icon={Highlighter}
        current={state.highlight}
        choices={highlightChoices}
        onChoose={setHighlight}
      />
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
      <SelectField
        label={messages.fontSize}
        hideLabel
        options={fontSizeOptions}
        value={state.fontSize}
        onChange={(change) => setFontSize(change.target.value)}
        className="w-32"
      />
      <Separator />
      <Group actions={alignments} />
      <Separator />
      <Group actions={inserts} />
      <Separator />
      <Group actions={tables} />
      <Separator />
      <Group actions={views} />
      <SelectField
        label={messages.paperSize}
        hideLabel
        options={paperOptions}
        value={paperSize}
        onChange={(change) => setPaper(change.target.value)}
        className="w-32"
      />
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
