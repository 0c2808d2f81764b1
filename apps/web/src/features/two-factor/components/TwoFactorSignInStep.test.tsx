import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { twoFactorMessages as messages } from '../twoFactor.messages';
import { TwoFactorSignInStep } from './TwoFactorSignInStep';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const challenge = {
  twoFactorRequired: true as const,
  pendingToken: 'pending.signature',
  methods: ['totp' as const, 'recovery' as const],
};
const answer = { user: { id: 'user-1' }, key: 'user-1:org-1', token: 'session-token' };

describe('TwoFactorSignInStep', { timeout: 20_000 }, () => {
  it('asks for the app code, shows a wrong one refused, then signs in with the right one', async () => {
    let attempts = 0;
    const fetchMock = mockApi({
      'POST /user/login/two-factor': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(401, { error: 'That code is not right.', code: 'INVALID_CREDENTIALS' })
          : jsonResponse(200, answer);
      },
    });
    const onSignedIn = vi.fn();
    const person = userEvent.setup();
    renderWithQueryClient(
      <TwoFactorSignInStep challenge={challenge} onSignedIn={onSignedIn} onCancel={vi.fn()} />,
    );

    expect(screen.getByText(messages.codePrompt)).toBeInTheDocument();
    // No passkey for this user: no such choice.
    expect(screen.queryByRole('button', { name: messages.usePasskey })).toBeNull();
    await person.click(screen.getByRole('button', { name: messages.verify }));
    expect(await screen.findByText(messages.codeRequired)).toBeInTheDocument();

    await person.type(screen.getByLabelText(messages.codeLabel), '123456');
    await person.click(screen.getByRole('button', { name: messages.verify }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    await person.clear(screen.getByLabelText(messages.codeLabel));
    await person.type(screen.getByLabelText(messages.codeLabel), '654 321');
    await person.click(screen.getByRole('button', { name: messages.verify }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(answer));
    expect(requestsOf(fetchMock).at(-1)?.body).toEqual({
      pendingToken: 'pending.signature',
      code: '654321',
    });
  });

  it('switches to a recovery code', async () => {
    const fetchMock = mockApi({
      'POST /user/login/two-factor': () => jsonResponse(200, answer),
    });
    const onSignedIn = vi.fn();
    const person = userEvent.setup();
    renderWithQueryClient(
      <TwoFactorSignInStep challenge={challenge} onSignedIn={onSignedIn} onCancel={vi.fn()} />,
    );
    await person.click(screen.getByRole('button', { name: messages.useRecovery }));
    expect(screen.getByText(messages.recoveryPrompt)).toBeInTheDocument();
    await person.type(screen.getByLabelText(messages.recoveryLabel), 'abcde-fghjk');
    await person.click(screen.getByRole('button', { name: messages.verify }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(answer));
    expect(requestsOf(fetchMock)[0]?.body).toEqual({
      pendingToken: 'pending.signature',
      recoveryCode: 'abcde-fghjk',
    });
  });
});
