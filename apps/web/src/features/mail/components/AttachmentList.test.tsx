import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailAttachment } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { mailMessages } from '../mail.messages';
import { AttachmentList } from './AttachmentList';

const messages = mailMessages.reader;

function attachment(id: string, filename: string, contentType: string): EmailAttachment {
  return {
    id,
    filename,
    contentType,
    size: 2048,
    inline: false,
    contentId: null,
    url: `/api/email/attachments/${id}`,
  };
}

const PHOTO = attachment('a1', 'photo.png', 'image/png');
const REPORT = attachment('a2', 'report.pdf', 'application/pdf');
const DRAWING = attachment('a3', 'drawing.svg', 'image/svg+xml');

describe('AttachmentList', () => {
  it('shows an image as a thumbnail that opens larger and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<AttachmentList attachments={[PHOTO]} />);
    const thumbnail = screen.getByRole('button', { name: messages.preview('photo.png') });
    expect(thumbnail.querySelector('img')?.getAttribute('src')).toBe(
      '/api/email/attachments/a1?preview=1',
    );
    await user.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'photo.png' });
    expect(dialog.querySelector('img')).toHaveAttribute('alt', 'photo.png');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumbnail).toHaveFocus());
  });

  it('previews a PDF in a frame of its inline address', async () => {
    const user = userEvent.setup();
    render(<AttachmentList attachments={[REPORT]} />);
    await user.click(screen.getByRole('button', { name: messages.preview('report.pdf') }));
    const frame = await screen.findByTitle(messages.pdfPreview('report.pdf'));
    expect(frame).toHaveAttribute('src', '/api/email/attachments/a2?preview=1');
  });

  it('offers SVG (which may hold scripts) for download only', () => {
    render(<AttachmentList attachments={[DRAWING, PHOTO]} />);
    expect(screen.queryByRole('button', { name: messages.preview('drawing.svg') })).toBeNull();
    expect(screen.getByRole('link', { name: messages.download('drawing.svg') })).toHaveAttribute(
      'href',
      '/api/email/attachments/a3',
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
