import { describe, expect, it } from 'vitest';
import { makeChat } from '../../../test/fixtures';
import { messageOptionsFor } from './messageOptions';

const sender = { id: 'sender', role: 'MEMBER' as const };
const admin = { id: 'admin', role: 'ADMIN' as const };
const other = { id: 'other', role: 'MEMBER' as const };

describe('messageOptionsFor', () => {
  const chat = makeChat({ sender: { id: 'sender', username: 'sam', firstName: '', lastName: '' } });

  it('lets the sender edit, delete and mark important, but not pin', () => {
    expect(messageOptionsFor(chat, sender)).toEqual([
      'markImportant',
      'edit',
      'copyLink',
      'addToNote',
      'addToTask',
      'delete',
    ]);
  });

  it('lets an admin pin, mark important and delete another member’s message', () => {
    expect(messageOptionsFor(chat, admin)).toEqual([
      'pin',
      'markImportant',
      'copyLink',
      'addToNote',
      'addToTask',
      'delete',
    ]);
  });

  it('leaves another member only copying its link and adding it to a note or a task', () => {
    expect(messageOptionsFor(chat, other)).toEqual(['copyLink', 'addToNote', 'addToTask']);
  });

  it('offers to unpin and unmark what is pinned and important', () => {
    const marked = makeChat({
      sender: { id: 'sender', username: 'sam', firstName: '', lastName: '' },
      isPinned: true,
      isImportant: true,
    });
    expect(messageOptionsFor(marked, admin)).toContain('unpin');
    expect(messageOptionsFor(marked, admin)).toContain('unmarkImportant');
    expect(messageOptionsFor(marked, admin)).not.toContain('markImportant');
  });
});
