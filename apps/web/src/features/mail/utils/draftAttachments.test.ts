import type { EmailAttachment } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { planDraftAttachments } from './draftAttachments';

const onDraft = (id: string, filename: string, size: number): EmailAttachment => ({
  id,
  filename,
  contentType: 'text/plain',
  size,
  inline: false,
  contentId: null,
  url: `/api/email/attachments/${id}`,
});

describe('planDraftAttachments', () => {
  it('keeps files already on the draft by their new ids and uploads only new ones', () => {
    const picked = new File(['abc'], 'notes.txt');
    const fresh = new File(['12345'], 'plan.txt');
    const plan = planDraftAttachments(
      [onDraft('n2', 'notes.txt', 3), onDraft('f2', 'figures.csv', 6)],
      { saved: [onDraft('f1', 'figures.csv', 6)], files: [picked, fresh] },
    );
    expect(plan.keepAttachmentIds).toEqual(['f2', 'n2']);
    expect(plan.uploads).toEqual([fresh]);
  });

  it('leaves out a draft’s file the user removed, and tells two files of one name apart by size', () => {
    const plan = planDraftAttachments(
      [onDraft('x', 'scan.pdf', 10), onDraft('y', 'scan.pdf', 20), onDraft('z', 'old.txt', 1)],
      { saved: [onDraft('y0', 'scan.pdf', 20)], files: [new File(['0123456789'], 'scan.pdf')] },
    );
    expect(plan.keepAttachmentIds).toEqual(['y', 'x']);
    expect(plan.uploads).toEqual([]);
  });
});
