import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PhoneNumberRecord } from '@worksphere/contracts';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { makeCall } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { phoneMessages } from '../phone.messages';
import { SimulateInboundForm } from './SimulateInboundForm';

const messages = phoneMessages.settings;

const desk: PhoneNumberRecord = {
  id: 'n1',
  number: '+15550100001',
  label: '',
  createdAt: '2026-11-01T00:00:00Z',
  assignment: 'everyone',
  memberIds: [],
  voicemailGreeting: '',
};

describe('SimulateInboundForm', () => {
  it('leaves a voicemail with the chosen recording, from the number typed, to ours', async () => {
    const api = mockApi({
      'POST /calls/simulate/voicemail': jsonResponse(201, { call: makeCall() }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(
      <>
        <SimulateInboundForm numbers={[desk]} />
        <ToastContainer />
      </>,
    );
    expect(screen.getByRole('button', { name: messages.simulateVoicemail })).toBeDisabled();
    await user.type(screen.getByLabelText(messages.simulateFromLabel), '+44 20 7946 0958');
    const recording = new File([new Uint8Array([82, 73, 70, 70])], 'hello.wav', {
      type: 'audio/wav',
    });
    await user.upload(screen.getByLabelText(messages.simulateVoicemailFile), recording);
    await screen.findByText(messages.simulated);

    const [url, init] = api.mock.calls[0]!;
    expect(String(url)).toContain('/calls/simulate/voicemail');
    const form = init?.body as FormData;
    expect(form.get('from')).toBe('+44 20 7946 0958');
    expect(form.get('to')).toBe('+15550100001');
    expect((form.get('audio') as File).name).toBe('hello.wav');
  });
});
