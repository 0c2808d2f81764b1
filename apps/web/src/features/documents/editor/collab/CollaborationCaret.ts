import { Extension } from '@tiptap/core';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import type { Awareness } from 'y-protocols/awareness';

/** Who this editor is, for the others: shown on the caret and in the avatars. */
export type CollabUser = { id: string; name: string; color: string };

type CaretOptions = { awareness: Awareness | null; user: CollabUser };

function caretElement(user: CollabUser): HTMLElement {
  const caret = document.createElement('span');
  caret.className = 'collab-caret';
  caret.style.borderColor = user.color;
  caret.setAttribute('data-collab-user', user.name);
  const label = document.createElement('span');
  label.className = 'collab-caret-label';
  label.style.backgroundColor = user.color;
  label.textContent = user.name;
  caret.append(label);
  return caret;
}

/**
 * The other editors' carets and selections, each in their colour with their name (y-tiptap's
 * cursor plugin over the provider's awareness). TipTap's own caret extension is not published
 * for this TipTap version; this is the same plugin with our markup.
 */
export const CollaborationCaret = Extension.create<CaretOptions>({
  name: 'collaborationCaret',
  addOptions() {
    return { awareness: null, user: { id: '', name: '', color: '#2563eb' } };
  },
  addProseMirrorPlugins() {
    const { awareness, user } = this.options;
    if (!awareness) return [];
    awareness.setLocalStateField('user', user);
    return [
      yCursorPlugin(awareness, {
        cursorBuilder: (other: CollabUser) => caretElement(other),
        selectionBuilder: (other: CollabUser) => ({
          style: `background-color: ${other.color}33`,
          class: 'collab-selection',
        }),
      }),
    ];
  },
});
