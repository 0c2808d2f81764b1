import { describe, expect, it } from 'vitest';
import { canSendChat, checkAttachmentTypes, formatKilobytes, isSendKey } from './composerRules';

describe('composer rules', () => {
  it('shows sizes in KB with two decimals', () => {
    expect(formatKilobytes(0)).toBe('0.00');
    expect(formatKilobytes(1536)).toBe('1.50');
    expect(formatKilobytes(1000)).toBe('0.98');
  });

  it('allows sending text or attachments, not nothing', () => {
    expect(canSendChat('', 0)).toBe(false);
    expect(canSendChat('   \n', 0)).toBe(false);
    expect(canSendChat('hi', 0)).toBe(true);
    expect(canSendChat('', 1)).toBe(true);
  });

  it('sends on Enter, not on Shift+Enter or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('refuses files outside the allowed types with the spec message', () => {
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    const script = new File(['x'], 'run.sh', { type: 'application/x-sh' });
    expect(checkAttachmentTypes([photo, script])).toEqual({
      accepted: [photo],
      errors: ['File type not allowed: run.sh'],
    });
  });
});
