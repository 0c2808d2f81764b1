import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { applyPresenceChanges } from '../api/presenceApi';
import { PresenceDot } from './PresenceDot';
import { act } from 'react';

describe('PresenceDot', () => {
  it('names each member’s presence, offline when unknown, and follows changes', async () => {
    mockApi({
      'GET /chat/presence': jsonResponse(200, {
        presence: [
          { userId: 'ann', status: 'online' },
          { userId: 'bob', status: 'away' },
        ],
      }),
    });
    const { queryClient } = renderWithQueryClient(
      <>
        <span data-testid="ann">
          <PresenceDot userId="ann" />
        </span>
        <span data-testid="bob">
          <PresenceDot userId="bob" />
        </span>
        <span data-testid="cleo">
          <PresenceDot userId="cleo" placement="inline" />
        </span>
      </>,
    );
    expect(await screen.findByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Away' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Offline' })).toBeInTheDocument();

    act(() =>
      applyPresenceChanges(queryClient, [
        { userId: 'ann', status: 'offline' },
        { userId: 'cleo', status: 'online' },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('ann').firstElementChild).toHaveAttribute('aria-label', 'Offline'),
    );
    expect(screen.getByTestId('cleo').firstElementChild).toHaveAttribute('aria-label', 'Online');
    expect(screen.getAllByRole('img', { name: 'Offline' })).toHaveLength(1);
  });
});
