import { mergeAttributes, Node } from '@tiptap/core';

/** The largest image put into a text (mail goes out with it as an inline part). */
export const RICH_TEXT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** An image inside the text, kept as its `src` (a data: URL when inserted from a file). */
export const RichTextImage = Node.create({
  name: 'image',
  group: 'inline',
  inline: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes, { style: 'max-width: 100%' })];
  },
});

/** An image file as a data: URL; refused (rejects) above RICH_TEXT_IMAGE_MAX_BYTES. */
export function readImageFile(file: File): Promise<string> {
  if (file.size > RICH_TEXT_IMAGE_MAX_BYTES || !file.type.startsWith('image/')) {
    return Promise.reject(new Error('image refused'));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('image unreadable'));
    reader.readAsDataURL(file);
  });
}
