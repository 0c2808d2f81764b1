import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { phoneMessages } from '../phone.messages';
import { SmsComposer } from './SmsComposer';

const messages = phoneMessages.composer;

function renderComposer(onSend: (draft: { text: string; files: File[] }) => Promise<unknown>) {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      <SmsComposer onSend={onSend} isSending={false} />
      <ToastContainer />
    </>,
  );
  return { user, textbox: screen.getByRole('textbox', { name: messages.label }) };
}

describe('SmsComposer', () => {
  it('Shift+Enter adds a line, Enter sends the trimmed text and clears it', async () => {
    const onSend = vi.fn(async () => undefined);
    const { user, textbox } = renderComposer(onSend);
    expect(screen.getByRole('button', { name: messages.send })).toBeDisabled();
    await user.type(textbox, ' Line one{Shift>}{Enter}{/Shift}Line two {Enter}');
    expect(onSend).toHaveBeenCalledWith({ text: 'Line one\nLine two', files: [] });
    expect(textbox).toHaveValue('');
  });

  it('keeps the draft when sending failed', async () => {
    const { user, textbox } = renderComposer(vi.fn(async () => Promise.reject(new Error('no'))));
    await user.type(textbox, 'Try again{Enter}');
    expect(textbox).toHaveValue('Try again');
  });

  it('refuses files that are not pictures or videos, and sends media without text', async () => {
    const onSend = vi.fn(async () => undefined);
    const { user } = renderComposer(onSend);
    const photo = new File(['png'], 'photo.png', { type: 'image/png' });
    const notes = new File(['pdf'], 'notes.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('sms-media-input'), [photo, notes]);
    await screen.findByText('File type not allowed: notes.pdf');
    expect(screen.getByRole('list', { name: messages.attachmentsLabel })).toHaveTextContent(
      'photo.png',
    );
    await user.click(screen.getByRole('button', { name: messages.send }));
    expect(onSend).toHaveBeenCalledWith({ text: '', files: [photo] });
  });
});
