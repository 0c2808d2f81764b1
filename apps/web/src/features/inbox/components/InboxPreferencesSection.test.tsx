import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  INBOX_DELIVERY_LABELS,
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  INBOX_MESSAGES,
  type InboxPreferences,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { InboxPreferencesSection } from './InboxPreferencesSection';

const defaults = Object.fromEntries(INBOX_KINDS.map((kind) => [kind, 'push'])) as InboxPreferences;

describe('InboxPreferencesSection', () => {
  it('shows every kind with its delivery and saves one change', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /inbox/preferences': jsonResponse(200, { preferences: defaults }),
      'PUT /inbox/preferences': ({ body }) => {
        sent.push(body);
        return jsonResponse(200, { preferences: { ...defaults, mention: 'toast' } });
      },
    });
    const user = userEvent.setup();
    renderWithQueryClient(<InboxPreferencesSection />);
    const mentions = await screen.findByRole('button', {
      name: new RegExp(INBOX_KIND_LABELS.mention),
    });
    expect(mentions).toHaveTextContent(INBOX_DELIVERY_LABELS.push);
    expect(
      screen.getByRole('heading', { name: INBOX_MESSAGES.preferencesTitle }),
    ).toBeInTheDocument();

    await user.click(mentions);
    await user.click(await screen.findByRole('option', { name: INBOX_DELIVERY_LABELS.toast }));
    await expect.poll(() => sent).toEqual([{ preferences: { mention: 'toast' } }]);
    await expect
      .poll(
        () =>
          screen.getByRole('button', { name: new RegExp(INBOX_KIND_LABELS.mention) }).textContent,
      )
      .toContain(INBOX_DELIVERY_LABELS.toast);
  });
});
