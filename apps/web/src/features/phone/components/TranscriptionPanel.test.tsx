import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS_MESSAGES } from '@worksphere/contracts';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { makeCall } from '../../../test/fixtures';
import { jsonResponse } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { phoneMessages } from '../phone.messages';
import { TranscriptionPanel } from './TranscriptionPanel';

const messages = phoneMessages.transcription;

const callLog = {
  calls: [makeCall({ id: 'call-7', contactNumber: '+15550102000' })],
  page: { total: 1, totalIsExact: true, limit: 50, offset: 0 },
};

let settings = { provider: 'loopback', transcriptionConfigured: true };

async function transcribe(answer: Response, { withCall = false } = {}) {
  const bodies: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(url).includes('/calls/log')) return jsonResponse(200, callLog);
      if (String(url).includes('/calls/settings')) return jsonResponse(200, { settings });
      bodies.push(init.body as FormData);
      return answer;
    }),
  );
  const user = userEvent.setup({ applyAccept: false });
  renderWithQueryClient(
    <>
      <TranscriptionPanel />
      <ToastContainer />
    </>,
  );
  const recording = new File(['audio'], 'voicemail.mp3', { type: 'audio/mpeg' });
  await user.upload(screen.getByLabelText(messages.fileLabel), recording);
  if (withCall) {
    await user.click(
      screen.getByRole('button', { name: (name) => name.endsWith(messages.callLabel) }),
    );
    await user.click(await screen.findByRole('option', { name: /\(555\) 010-2000/ }));
  }
  await user.click(screen.getByRole('button', { name: messages.submit }));
  return { bodies, recording };
}

describe('TranscriptionPanel', () => {
  it('uploads the recording as `audio` and shows the words', async () => {
    const { bodies, recording } = await transcribe(
      jsonResponse(200, { transcription: 'Please call me back.' }),
    );
    expect(await screen.findByText('Please call me back.')).toBeInTheDocument();
    expect(bodies[0]?.get('audio')).toEqual(recording);
    expect(bodies[0]?.get('callId')).toBeNull();
  });

  it('keeps the transcription with the chosen call', async () => {
    const { bodies } = await transcribe(jsonResponse(200, { transcription: 'Noted.' }), {
      withCall: true,
    });
    await screen.findByText('Noted.');
    expect(bodies[0]?.get('callId')).toBe('call-7');
  });

  it('says what to set, before any upload, when transcription is not configured', async () => {
    settings = { provider: 'loopback', transcriptionConfigured: false };
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: RequestInfo | URL) =>
          String(url).includes('/calls/settings')
            ? jsonResponse(200, { settings })
            : jsonResponse(200, callLog),
        ),
      );
      renderWithQueryClient(<TranscriptionPanel />);
      await screen.findByText(CALLS_MESSAGES.transcriptionNotConfigured);
      expect(screen.getByRole('button', { name: messages.submit })).toBeDisabled();
    } finally {
      settings = { provider: 'loopback', transcriptionConfigured: true };
    }
  });

  it("shows the server's reason, such as transcription not being configured", async () => {
    await transcribe(
      jsonResponse(503, {
        error: 'Transcription is not configured: set AI_BASE_URL and AI_API_KEY.',
        code: 'TRANSCRIPTION_NOT_CONFIGURED',
      }),
    );
    await screen.findByText('Transcription is not configured: set AI_BASE_URL and AI_API_KEY.');
  });

  it('"Transcription failed." when the server gave no reason', async () => {
    await transcribe(new Response('', { status: 502 }));
    await screen.findByText('Transcription failed.');
  });
});
