import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_PASSWORD_WRONG_MESSAGE } from '@worksphere/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { settingsMessages } from '../settings.messages';
import { PasswordForm } from './PasswordForm';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = settingsMessages.password;

afterEach(() => {
  vi.unstubAllGlobals();
});

async function submit(user: ReturnType<typeof userEvent.setup>, current: string, next: string) {
  await user.type(screen.getByLabelText(messages.currentLabel), current);
  await user.type(screen.getByLabelText(messages.newLabel), next);
  await user.type(screen.getByLabelText(messages.confirmLabel), next);
  await user.click(screen.getByRole('button', { name: messages.save }));
}

describe('PasswordForm', { timeout: 20_000 }, () => {
  it('shows a wrong current password under that field, never as "currentPassword: ..."', async () => {
    mockApi({
      'PUT /user/me/password': () =>
        jsonResponse(400, { error: CURRENT_PASSWORD_WRONG_MESSAGE, code: 'VALIDATION_ERROR' }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<PasswordForm />);

    await submit(user, 'not-it', 'a brand new password');

    const current = screen.getByLabelText(messages.currentLabel);
    expect(await screen.findByText(CURRENT_PASSWORD_WRONG_MESSAGE)).toBeInTheDocument();
    expect(current).toHaveAccessibleDescription(CURRENT_PASSWORD_WRONG_MESSAGE);
    expect(screen.queryByText(/currentPassword/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(current, 'x');
    expect(screen.queryByText(CURRENT_PASSWORD_WRONG_MESSAGE)).not.toBeInTheDocument();
  });

  it('maps the server\'s "field: message" validation onto the field', async () => {
    mockApi({
      'PUT /user/me/password': () =>
        jsonResponse(400, {
          error: 'newPassword: Use a password that is not that common.',
          code: 'VALIDATION_ERROR',
        }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<PasswordForm />);

    await submit(user, 'old password', 'password1234');

    expect(await screen.findByText('Use a password that is not that common.')).toBeInTheDocument();
    expect(screen.getByLabelText(messages.newLabel)).toHaveAccessibleDescription(
      /Use a password that is not that common\./,
    );
    expect(screen.queryByText(/newPassword:/)).not.toBeInTheDocument();
  });
});
