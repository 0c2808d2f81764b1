import { describe, expect, it } from 'vitest';
import { isTypingTarget, mailShortcutFor, neighbourMessageId } from './mailShortcuts';

function press(key: string, options: Partial<KeyboardEventInit> = {}, target?: Element) {
  return { key, target: target ?? document.body, ...options };
}

describe('mailShortcutFor', () => {
  it('maps each of the listed keys to its action', () => {
    const expected = {
      j: 'next',
      k: 'previous',
      e: 'archive',
      r: 'reply',
      a: 'replyAll',
      f: 'forward',
      '/': 'search',
      c: 'compose',
      '?': 'help',
    };
    for (const [key, action] of Object.entries(expected)) {
      expect(mailShortcutFor(press(key))).toBe(action);
    }
  });

  it('ignores other keys and any key with Ctrl, Cmd or Alt', () => {
    expect(mailShortcutFor(press('x'))).toBeNull();
    expect(mailShortcutFor(press('Enter'))).toBeNull();
    expect(mailShortcutFor(press('r', { ctrlKey: true }))).toBeNull();
    expect(mailShortcutFor(press('c', { metaKey: true }))).toBeNull();
    expect(mailShortcutFor(press('e', { altKey: true }))).toBeNull();
  });

  it('takes capital letters (Caps Lock) as the same shortcut', () => {
    expect(mailShortcutFor(press('J', { shiftKey: true }))).toBe('next');
  });

  it('leaves keys typed into fields, editors, list boxes and dialogs alone', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const buttonInDialog = document.createElement('button');
    dialog.append(buttonInDialog);
    for (const target of [input, textarea, editor, buttonInDialog]) {
      expect(isTypingTarget(target)).toBe(true);
      expect(mailShortcutFor(press('r', {}, target))).toBeNull();
    }
    expect(mailShortcutFor(press('r', {}, document.createElement('button')))).toBe('reply');
  });

  it('ignores a key another handler already used, and keys of an input method', () => {
    expect(mailShortcutFor({ ...press('j'), defaultPrevented: true })).toBeNull();
    expect(mailShortcutFor({ ...press('j'), isComposing: true })).toBeNull();
  });
});

describe('neighbourMessageId', () => {
  const ids = ['m1', 'm2', 'm3'];

  it('moves down with next and up with previous', () => {
    expect(neighbourMessageId(ids, 'm2', 'next')).toBe('m3');
    expect(neighbourMessageId(ids, 'm2', 'previous')).toBe('m1');
  });

  it('stays at the ends instead of wrapping around', () => {
    expect(neighbourMessageId(ids, 'm3', 'next')).toBe('m3');
    expect(neighbourMessageId(ids, 'm1', 'previous')).toBe('m1');
  });

  it('starts at the first message when none is open or the open one left the list', () => {
    expect(neighbourMessageId(ids, null, 'next')).toBe('m1');
    expect(neighbourMessageId(ids, 'gone', 'previous')).toBe('m1');
    expect(neighbourMessageId([], null, 'next')).toBeNull();
  });
});
