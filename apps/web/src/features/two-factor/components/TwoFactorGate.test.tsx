import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../platform/api/apiRequest';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { twoFactorMessages as messages } from '../twoFactor.messages';
import { TwoFactorGate } from './TwoFactorGate';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const statusOf = (required: boolean) => ({
  totpEnabled: false,
  recoveryCodesLeft: 0,
  passkeys: [],
  required,
  enabled: false,
});

/** A page of the app: one request the server refuses until the set-up is done. */
function TasksPage() {
  const tasks = useQuery({
    queryKey: ['tasks-probe'],
    queryFn: () => apiRequest<{ tasks: unknown[] }>('/tasks'),
  });
  return <p>{tasks.isError ? 'tasks failed' : 'tasks page'}</p>;
}

describe('TwoFactorGate', { timeout: 20_000 }, () => {
  it('opens the set-up when any request answers TWO_FACTOR_REQUIRED, once, without a loop', async () => {
    let statusReads = 0;
    const fetchMock = mockApi({
      // The status was read before the admin turned the rule on; the server knows better.
      'GET /user/two-factor': () => {
        statusReads += 1;
        return jsonResponse(200, statusOf(statusReads > 1));
      },
      'GET /tasks': () =>
        jsonResponse(403, {
          error: 'Your organisation requires two-factor sign-in. Set it up to continue.',
          code: 'TWO_FACTOR_REQUIRED',
        }),
    });
    renderWithQueryClient(
      <TwoFactorGate>
        <TasksPage />
      </TwoFactorGate>,
    );

    expect(
      await screen.findByRole('heading', { name: messages.requiredTitle }),
    ).toBeInTheDocument();
    expect(screen.queryByText('tasks page')).toBeNull();
    expect(screen.queryByText('tasks failed')).toBeNull();
    await waitFor(() => expect(statusReads).toBeGreaterThanOrEqual(2));
    const taskRequests = requestsOf(fetchMock).filter((request) => request.url.endsWith('/tasks'));
    expect(taskRequests).toHaveLength(1);
    expect(screen.queryByRole('button', { name: messages.continueToApp })).toBeNull();
  });

  it('shows the page when the organisation does not require it', async () => {
    mockApi({
      'GET /user/two-factor': () => jsonResponse(200, statusOf(false)),
      'GET /tasks': () => jsonResponse(200, { tasks: [] }),
    });
    renderWithQueryClient(
      <TwoFactorGate>
        <TasksPage />
      </TwoFactorGate>,
    );
    expect(await screen.findByText('tasks page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: messages.requiredTitle })).toBeNull();
  });
});
