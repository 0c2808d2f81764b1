import type { Editor } from '@tiptap/core';
import { findParentNode } from '@tiptap/core';
import { isInTable } from '@tiptap/pm/tables';
import type { DateFormatter } from '../../../platform/dates/dateFormatter';
import { editorMessages as messages } from '../documents.messages';
import type { EditorDialogs } from './useEditorDialogs';

/** The font choices: '' is Default Font; names with spaces are quoted in CSS. */
export function fontFamilyValue(family: string): string {
  return family.includes(' ') ? `"${family}"` : family;
}

/** The family a font-family style names, quotes off ('' when none). */
export function familyOf(value: string | null | undefined): string {
  return (
    (value ?? '')
      .split(',')[0]
      ?.trim()
      .replace(/^["']|["']$/g, '') ?? ''
  );
}

function tableOf(editor: Editor) {
  return findParentNode((node) => node.type.name === 'table')(editor.state.selection);
}

/** The toolbar's table actions with the spec's alerts and the last-row question (spec 2 §5). */
export async function insertTable(editor: Editor, dialogs: EditorDialogs) {
  const size = await dialogs.tableSize();
  if (!size) return;
  editor
    .chain()
    .focus()
    .insertTable({ rows: size.rows, cols: size.cols, withHeaderRow: false })
    .run();
}

export type TableAction = 'addRow' | 'deleteRow' | 'addColumn' | 'deleteColumn' | 'toggleHeaderRow';

export async function runTableAction(editor: Editor, dialogs: EditorDialogs, action: TableAction) {
  if (!isInTable(editor.state)) {
    await dialogs.alert(messages.cursorNotInTable);
    editor.commands.focus();
    return;
  }
  const table = tableOf(editor);
  switch (action) {
    case 'addRow':
      editor.chain().focus().addRowAfter().run();
      return;
    case 'addColumn':
      editor.chain().focus().addColumnAfter().run();
      return;
    case 'toggleHeaderRow':
      editor.chain().focus().toggleHeaderRow().run();
      return;
    case 'deleteRow':
      if (table && table.node.childCount <= 1) {
        const ok = await dialogs.confirm(messages.deleteLastRow, messages.delete);
        if (ok) editor.chain().focus().deleteTable().run();
        else editor.commands.focus();
        return;
      }
      editor.chain().focus().deleteRow().run();
      return;
    case 'deleteColumn':
      if (table && (table.node.firstChild?.childCount ?? 0) <= 1) {
        const ok = await dialogs.confirm(messages.deleteLastColumn, messages.delete);
        if (ok) editor.chain().focus().deleteTable().run();
        else editor.commands.focus();
        return;
      }
      editor.chain().focus().deleteColumn().run();
      return;
  }
}

/** Insert Link: asks for the address (https:// to start) and links the selection or inserts it. */
export async function insertLink(editor: Editor, dialogs: EditorDialogs) {
  const current = editor.getAttributes('link').href as string | undefined;
  const answer = await dialogs.prompt({
    title: messages.linkPromptTitle,
    label: messages.linkPromptLabel,
    defaultValue: current ?? messages.linkPromptDefault,
    confirmLabel: messages.insert,
  });
  const href = answer?.trim();
  if (!href) {
    editor.commands.focus();
    return;
  }
  const attrs = { href, target: '_blank', rel: 'noopener noreferrer' };
  const chain = editor.chain().focus();
  if (editor.state.selection.empty && !editor.isActive('link')) {
    chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs }] }).run();
  } else {
    chain.extendMarkRange('link').setLink(attrs).run();
  }
}

/**
 * Insert date and time at the cursor, as the user writes it: their locale, zone and 12/24-hour
 * clock (platform/dates).
 */
export function insertDateTime(editor: Editor, dates: DateFormatter, now: Date = new Date()) {
  editor.chain().focus().insertContent(dates.formatDateTime(now)).run();
}

/** Add page (page mode): a new empty page at the end, with the cursor in it. */
export function addPage(editor: Editor) {
  const end = editor.state.doc.content.size;
  editor
    .chain()
    .insertContentAt(end, { type: 'page', content: [{ type: 'paragraph' }] })
    .focus('end')
    .scrollIntoView()
    .run();
}
