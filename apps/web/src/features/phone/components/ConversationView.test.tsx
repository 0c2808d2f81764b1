import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { makeSms } from '../../../test/fixtures';
import { jsonResponse } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { phoneMessages } from '../phone.messages';
import { ConversationView } from './ConversationView';

const composer = phoneMessages.composer;
const MEDIA_URL = '/api/calls/media/8d3c7b5e-1f2a-4c3b-9d4e-5f6a7b8c9d0e';

/** fetch by `METHOD /path`, recording what was sent. */
function stubApi(sendAnswer: () => Response) {
  const sent: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname.replace(/^\/api/, '')}`;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      sent.push({ key, body });
      if (key === 'GET /calls/conversations/%2B15550102000/messages') {
        return jsonResponse(200, {
          messages: [makeSms({ id: 'old', text: 'Earlier' })],
          hasMore: false,
        });
      }
      if (key === 'POST /calls/media') {
        return jsonResponse(201, {
          media: { id: 'm', url: MEDIA_URL, filename: 'photo.png', mimetype: 'image/png', size: 3 },
        });
      }
      if (key === 'POST /calls/message/send') return sendAnswer();
      return jsonResponse(200, { conversations: [] });
    }),
  );
  return sent;
}

function renderView() {
  const user = userEvent.setup({ applyAccept: false });
  renderWithQueryClient(
    <>
      <ConversationView
        contactNumber="+15550102000"
        fromOptions={[{ value: '+15550100001', label: 'Desk' }]}
        defaultFrom="+15550100001"
        onCall={() => undefined}
        canCall
      />
      <ToastContainer />
    </>,
  );
  return user;
}

describe('ConversationView', () => {
  it('uploads the media first, then sends an MMS with their URLs, and shows it', async () => {
    const sent = stubApi(() =>
      jsonResponse(201, {
        message: makeSms({ id: 'new', text: 'See photo', type: 'mms', status: 'queued' }),
      }),
    );
    const user = renderView();
    await screen.findByText('Earlier');
    await user.upload(
      screen.getByTestId('sms-media-input'),
      new File(['png'], 'photo.png', { type: 'image/png' }),
    );
    await user.type(screen.getByRole('textbox', { name: composer.label }), 'See photo{Enter}');
    await screen.findByText('See photo');
    expect(screen.getByText(/Queued/)).toBeInTheDocument();
    const keys = sent.map((request) => request.key);
    expect(keys.indexOf('POST /calls/media')).toBeLessThan(
      keys.indexOf('POST /calls/message/send'),
    );
    expect(sent.find((request) => request.key === 'POST /calls/message/send')?.body).toEqual({
      to: '+15550102000',
      from: '+15550100001',
      text: 'See photo',
      type: 'mms',
      mediaUrls: [MEDIA_URL],
    });
  });

  it('"Sending message failed." without a reason, and the draft stays', async () => {
    stubApi(() => new Response('', { status: 500 }));
    const user = renderView();
    await screen.findByText('Earlier');
    const textbox = screen.getByRole('textbox', { name: composer.label });
    await user.type(textbox, 'Hello?{Enter}');
    await screen.findByText('Sending message failed.');
    await waitFor(() => expect(textbox).toHaveValue('Hello?'));
  });
});
