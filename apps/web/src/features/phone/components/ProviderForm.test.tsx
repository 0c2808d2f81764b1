import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS_MESSAGES, type CallSettings } from '@worksphere/contracts';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { phoneMessages } from '../phone.messages';
import { ProviderForm } from './ProviderForm';

const messages = phoneMessages.settings;
const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const APP_SID = `AP${'0123456789abcdef'.repeat(2)}`;
const KEY_SID = `SK${'0123456789abcdef'.repeat(2)}`;

const loopback: CallSettings = {
  provider: 'loopback',
  twilio: {
    accountSid: null,
    hasAuthToken: false,
    source: null,
    configured: false,
    twimlAppSid: null,
    apiKeySid: null,
    hasApiKeySecret: false,
    voiceMode: 'callback',
  },
  webhookUrls: {
    twimlApp: 'https://ws.example/api/calls/webhooks/twilio/org-1/twiml-app',
    voice: 'https://ws.example/api/calls/webhooks/twilio/org-1/voice',
    sms: 'https://ws.example/api/calls/webhooks/twilio/org-1/sms',
    callStatus: 'https://ws.example/api/calls/webhooks/twilio/org-1/call-status',
    messageStatus: 'https://ws.example/api/calls/webhooks/twilio/org-1/message-status',
  },
  transcriptionConfigured: false,
};

async function chooseTwilio() {
  const user = userEvent.setup();
  await user.click(
    screen.getByRole('button', { name: (name) => name.endsWith(messages.providerLabel) }),
  );
  await user.click(await screen.findByRole('option', { name: messages.providers.twilio }));
  return user;
}

describe('ProviderForm', () => {
  it('refuses an account SID of the wrong shape under its field', async () => {
    const api = mockApi({});
    renderWithQueryClient(<ProviderForm settings={loopback} isAdmin />);
    const user = await chooseTwilio();
    await user.type(screen.getByLabelText(messages.accountSidLabel), 'not-a-sid');
    await user.click(screen.getByRole('button', { name: messages.saveProvider }));
    expect(await screen.findByText(CALLS_MESSAGES.accountSidInvalid)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('saves Twilio with SID and token, shows the webhook addresses, and clears the token', async () => {
    let sent: unknown;
    mockApi({
      'PUT /calls/settings': ({ body }) => {
        sent = body;
        return jsonResponse(200, {
          settings: {
            ...loopback,
            provider: 'twilio',
            twilio: {
              ...loopback.twilio,
              accountSid: SID,
              hasAuthToken: true,
              source: 'settings',
              configured: true,
            },
          },
        });
      },
    });
    renderWithQueryClient(
      <>
        <ProviderForm settings={loopback} isAdmin />
        <ToastContainer />
      </>,
    );
    const user = await chooseTwilio();
    expect(screen.getByText(loopback.webhookUrls.sms)).toBeInTheDocument();
    await user.type(screen.getByLabelText(messages.accountSidLabel), SID);
    await user.type(screen.getByLabelText(messages.authTokenLabel), 'secret-token');
    await user.click(screen.getByRole('button', { name: messages.saveProvider }));
    await screen.findByText(messages.saved);
    expect(sent).toEqual({
      provider: 'twilio',
      twilioAccountSid: SID,
      twilioAuthToken: 'secret-token',
      twimlAppSid: '',
      apiKeySid: '',
    });
    expect(screen.getByLabelText(messages.authTokenLabel)).toHaveValue('');
  });

  it('sets calls in the browser: TwiML App and API key, the secret written only', async () => {
    let sent: unknown;
    const twilio: CallSettings = {
      ...loopback,
      provider: 'twilio',
      twilio: {
        ...loopback.twilio,
        accountSid: SID,
        hasAuthToken: true,
        source: 'settings',
        configured: true,
      },
    };
    mockApi({
      'PUT /calls/settings': ({ body }) => {
        sent = body;
        return jsonResponse(200, {
          settings: {
            ...twilio,
            twilio: {
              ...twilio.twilio,
              twimlAppSid: APP_SID,
              apiKeySid: KEY_SID,
              hasApiKeySecret: true,
              voiceMode: 'browser',
            },
          },
        });
      },
    });
    const { unmount } = renderWithQueryClient(
      <>
        <ProviderForm settings={twilio} isAdmin />
        <ToastContainer />
      </>,
    );
    const user = userEvent.setup();
    expect(screen.getByText(messages.voiceModes.callback)).toBeInTheDocument();
    expect(screen.getByText(twilio.webhookUrls.twimlApp)).toBeInTheDocument();
    await user.type(screen.getByLabelText(messages.twimlAppSidLabel), 'AP-wrong');
    await user.click(screen.getByRole('button', { name: messages.saveProvider }));
    expect(await screen.findByText(CALLS_MESSAGES.twimlAppSidInvalid)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(messages.twimlAppSidLabel));
    await user.type(screen.getByLabelText(messages.twimlAppSidLabel), APP_SID);
    await user.type(screen.getByLabelText(messages.apiKeySidLabel), KEY_SID);
    await user.type(screen.getByLabelText(messages.apiKeySecretLabel), 'key-secret');
    await user.click(screen.getByRole('button', { name: messages.saveProvider }));
    await screen.findByText(messages.saved);
    expect(sent).toEqual({
      provider: 'twilio',
      twilioAccountSid: SID,
      twimlAppSid: APP_SID,
      apiKeySid: KEY_SID,
      apiKeySecret: 'key-secret',
    });
    expect(screen.getByLabelText(messages.apiKeySecretLabel)).toHaveValue('');

    // Saved: the secret shows only as set, and the mode is the browser's.
    const saved = {
      ...twilio,
      twilio: {
        ...twilio.twilio,
        twimlAppSid: APP_SID,
        apiKeySid: KEY_SID,
        hasApiKeySecret: true,
        voiceMode: 'browser' as const,
      },
    };
    unmount();
    renderWithQueryClient(<ProviderForm settings={saved} isAdmin />);
    expect(screen.getByText(messages.apiKeySecretKept)).toBeInTheDocument();
    expect(screen.getByText(messages.voiceModes.browser)).toBeInTheDocument();
    expect(screen.getByLabelText(messages.apiKeySecretLabel)).toHaveValue('');
  });

  it('only names the provider to a member', () => {
    mockApi({});
    renderWithQueryClient(<ProviderForm settings={loopback} isAdmin={false} />);
    expect(screen.getByText(messages.providers.loopback)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.saveProvider })).not.toBeInTheDocument();
  });
});
