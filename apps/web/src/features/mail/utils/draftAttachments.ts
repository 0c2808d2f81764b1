import type { EmailAttachment } from '@worksphere/contracts';

/** The files of a message being written: those on its saved draft, and new ones on this device. */
export type DraftAttachments = {
  /** Files of the saved draft the user keeps (a reopened draft's, or after Undo). */
  saved: readonly EmailAttachment[];
  /** Files picked on this device. */
  files: readonly File[];
};

/**
 * What a save or send of a draft carries: the draft's files to keep (by id) and the files to
 * upload. The saved draft is replaced at every save and its files get new ids, so a file is
 * known again by its name and size: a file picked here and already saved with the draft is
 * kept there, not uploaded twice; a file of the draft the user removed is left out.
 */
export function planDraftAttachments(
  onDraft: readonly EmailAttachment[],
  wanted: DraftAttachments,
): { keep: EmailAttachment[]; keepAttachmentIds: string[]; uploads: File[] } {
  const pool = [...onDraft];
  const take = (filename: string, size: number) => {
    const index = pool.findIndex((entry) => entry.filename === filename && entry.size === size);
    return index < 0 ? null : pool.splice(index, 1)[0]!;
  };
  const keep: EmailAttachment[] = [];
  const uploads: File[] = [];
  for (const attachment of wanted.saved) {
    const found = take(attachment.filename, attachment.size);
    if (found) keep.push(found);
  }
  for (const file of wanted.files) {
    const found = take(file.name, file.size);
    if (found) keep.push(found);
    else uploads.push(file);
  }
  return { keep, keepAttachmentIds: keep.map((attachment) => attachment.id), uploads };
}
