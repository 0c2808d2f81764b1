import { afterEach, describe, expect, it } from 'vitest';
import { resolveTaskShortcut, type ShortcutKeyEvent } from './taskShortcuts';

afterEach(() => document.body.replaceChildren());

function press(key: string, options: Partial<ShortcutKeyEvent> = {}) {
  return resolveTaskShortcut({
    key,
    metaKey: false,
    ctrlKey: false,
    altKey: false,
    target: document.body,
    ...options,
  });
}

function element(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild!;
}

describe('resolveTaskShortcut', () => {
  it('maps C, J, K, X, Enter, E, Escape and ? to their actions, letters in either case', () => {
    expect(press('c')).toBe('create');
    expect(press('C')).toBe('create');
    expect(press('j')).toBe('focusNext');
    expect(press('k')).toBe('focusPrevious');
    expect(press('x')).toBe('toggleSelected');
    expect(press('Enter')).toBe('open');
    expect(press('e')).toBe('edit');
    expect(press('Escape')).toBe('clearSelection');
    expect(press('?')).toBe('showShortcuts');
    expect(press('q')).toBeNull();
  });

  it('leaves keys with Cmd, Ctrl or Alt to the browser', () => {
    expect(press('c', { metaKey: true })).toBeNull();
    expect(press('c', { ctrlKey: true })).toBeNull();
    expect(press('j', { altKey: true })).toBeNull();
  });

  it('does nothing while typing in a field or a rich-text editor', () => {
    expect(press('c', { target: element('<input type="text" />') })).toBeNull();
    expect(press('j', { target: element('<textarea></textarea>') })).toBeNull();
    expect(
      press('x', { target: element('<div contenteditable="true"><p>Hi</p></div>') }),
    ).toBeNull();
    const nested = element('<div role="combobox"><span>inside</span></div>').firstElementChild;
    expect(press('k', { target: nested })).toBeNull();
  });

  it('lets Enter press a focused button rather than open the task, but other keys still work', () => {
    const button = element('<button type="button">Delete</button>');
    expect(press('Enter', { target: button })).toBeNull();
    expect(press('j', { target: button })).toBe('focusNext');
  });
});
