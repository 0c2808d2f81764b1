// The server's view of richTextSchema.ts (see there). Keep in step with it.
import type { Extensions } from '@tiptap/core';

export declare function createRichTextExtensions(options?: { collaborative?: boolean }): Extensions;
