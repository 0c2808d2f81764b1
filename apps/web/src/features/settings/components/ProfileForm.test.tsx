import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS_MESSAGES } from '@worksphere/contracts';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { makeAuthValue } from '../../../test/fakeAuth';
import { makeUser } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { settingsMessages } from '../settings.messages';
import { ProfileForm } from './ProfileForm';

const messages = settingsMessages.profile;

describe('ProfileForm: your own phone (calls ring it first in callback mode)', () => {
  it('saves a number written with + as international, and says why one cannot exist', async () => {
    let sent: Record<string, unknown> | undefined;
    mockApi({
      'PUT /user/me': ({ body }) => {
        sent = body as Record<string, unknown>;
        return jsonResponse(200, { user: makeUser({ phoneNumber: '+442079460958' }) });
      },
    });
    const auth = makeAuthValue();
    const user = userEvent.setup();
    renderWithQueryClient(
      <>
        <ProfileForm />
        <ToastContainer />
      </>,
      { auth },
    );
    const field = screen.getByLabelText(messages.ownPhoneLabel);
    expect(field).toHaveValue('');
    const save = screen.getByRole('button', { name: messages.save });
    expect(save).toBeDisabled();

    // A London number without its +: the spec's leading 1 makes it one that cannot exist.
    await user.type(field, '44 20 7946 0958');
    await user.click(save);
    expect(await screen.findByText(CALLS_MESSAGES.phoneImpossible)).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.clear(field);
    await user.type(field, '+44 20 7946 0958');
    await user.click(save);
    await screen.findByText(messages.saved);
    expect(sent?.phoneNumber).toBe('+442079460958');
    expect(auth.replaceCurrentUser).toHaveBeenCalledWith(
      expect.objectContaining({ phoneNumber: '+442079460958' }),
    );
    expect(field).toHaveValue('+442079460958');
  });

  it('forgets the number when the field is emptied', async () => {
    let sent: Record<string, unknown> | undefined;
    mockApi({
      'PUT /user/me': ({ body }) => {
        sent = body as Record<string, unknown>;
        return jsonResponse(200, { user: makeUser({ phoneNumber: null }) });
      },
    });
    const user = userEvent.setup();
    renderWithQueryClient(<ProfileForm />, {
      auth: makeAuthValue({ user: makeUser({ phoneNumber: '+15550102000' }) }),
    });
    const field = screen.getByLabelText(messages.ownPhoneLabel);
    expect(field).toHaveValue('+15550102000');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: messages.save }));
    await screen.findByRole('button', { name: messages.save });
    await vi.waitFor(() => expect(sent).toBeDefined());
    expect(sent?.phoneNumber).toBeNull();
  });
});
