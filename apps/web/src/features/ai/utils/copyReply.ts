export type CopyOutcome = 'rich' | 'plain' | 'empty' | 'failed';

/**
 * Copies an assistant reply (spec 3 §2, §8): as rich text (its rendered HTML with the markdown
 * as plain text beside it) when the browser allows, else as plain text only.
 */
export async function copyReply(html: string, plainText: string): Promise<CopyOutcome> {
  if (plainText.trim() === '') return 'empty';
  try {
    const item = new ClipboardItem({
      'text/html': new Blob([html], { type: 'text/html' }),
      'text/plain': new Blob([plainText], { type: 'text/plain' }),
    });
    await navigator.clipboard.write([item]);
    return 'rich';
  } catch {
    try {
      await navigator.clipboard.writeText(plainText);
      return 'plain';
    } catch {
      return 'failed';
    }
  }
}
