import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyReply } from './copyReply';

class FakeClipboardItem {
  constructor(readonly items: Record<string, Blob>) {}
}

function stubClipboard(write: () => Promise<void>, writeText: () => Promise<void>) {
  vi.stubGlobal('ClipboardItem', FakeClipboardItem);
  const clipboard = { write: vi.fn(write), writeText: vi.fn(writeText) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return clipboard;
}

afterEach(() => vi.unstubAllGlobals());

describe('copyReply (spec 3 §8: rich copy, then plain text)', () => {
  it('copies the rendered HTML with the markdown as plain text beside it', async () => {
    const clipboard = stubClipboard(
      async () => {},
      async () => {},
    );
    await expect(copyReply('<p><strong>Done</strong></p>', '**Done**')).resolves.toBe('rich');
    const [[items]] = clipboard.write.mock.calls as unknown as [[FakeClipboardItem[]]];
    expect(Object.keys(items[0]!.items)).toEqual(['text/html', 'text/plain']);
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });

  it('falls back to plain text when rich copy fails, and says when both fail', async () => {
    const denied = () => Promise.reject(new Error('denied'));
    const plainOnly = stubClipboard(denied, async () => {});
    await expect(copyReply('<p>x</p>', 'x')).resolves.toBe('plain');
    expect(plainOnly.writeText).toHaveBeenCalledWith('x');
    stubClipboard(denied, denied);
    await expect(copyReply('<p>x</p>', 'x')).resolves.toBe('failed');
  });

  it('has nothing to copy for an empty reply', async () => {
    const clipboard = stubClipboard(
      async () => {},
      async () => {},
    );
    await expect(copyReply('', '  ')).resolves.toBe('empty');
    expect(clipboard.write).not.toHaveBeenCalled();
  });
});
