import { describe, expect, it } from 'vitest';
import { THREAD_TITLE_MAX_LENGTH } from './chat.js';
import { chatMessagePath, threadTitleFromMessage } from './chatStart.js';

describe('threadTitleFromMessage', () => {
  it('is the first non-blank line, trimmed', () => {
    expect(threadTitleFromMessage('\n   \n  Lunch on Friday?  \nPizza or sushi')).toBe(
      'Lunch on Friday?',
    );
  });

  it('is the first file name when the message is only files', () => {
    expect(threadTitleFromMessage('  ', ['photo.png', 'clip.mp4'])).toBe('photo.png');
    expect(threadTitleFromMessage('', [])).toBe('');
  });

  it('is cut to the thread title limit with an ellipsis, never inside an emoji', () => {
    const long = `${'a'.repeat(THREAD_TITLE_MAX_LENGTH - 2)}😀 and more`;
    const title = threadTitleFromMessage(long);
    expect(title.length).toBeLessThanOrEqual(THREAD_TITLE_MAX_LENGTH);
    expect(title).toBe(`${'a'.repeat(THREAD_TITLE_MAX_LENGTH - 2)}…`);
    expect(threadTitleFromMessage('b'.repeat(THREAD_TITLE_MAX_LENGTH))).toHaveLength(
      THREAD_TITLE_MAX_LENGTH,
    );
  });
});

describe('chatMessagePath', () => {
  it('names the room, the thread and the message', () => {
    expect(chatMessagePath({ chatRoomId: 'r1', threadId: 't 1', id: 'm&1' })).toBe(
      '/chat?chatRoomId=r1&threadId=t%201&messageId=m%261',
    );
  });
});
