import { DEFAULT_POS_SETTINGS, POS_MESSAGES } from '@worksphere/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../../test/mockFetch';
import { renderWithQueryClient } from '../../../../test/renderWithQueryClient';
import { posMessages } from '../../pos.messages';
import { ShopSettingsSection } from './ShopSettingsSection';

const messages = posMessages.settings;

afterEach(() => vi.unstubAllGlobals());

describe('the shop settings', () => {
  it('saves tax in basis points and the opening hours as edited', async () => {
    const saved: unknown[] = [];
    mockApi({
      'PUT /pos/settings': ({ body }) => {
        saved.push(body);
        return jsonResponse(200, { settings: DEFAULT_POS_SETTINGS });
      },
    });
    const user = userEvent.setup();
    renderWithQueryClient(<ShopSettingsSection settings={DEFAULT_POS_SETTINGS} />);

    await user.clear(screen.getByLabelText(messages.taxRate));
    await user.type(screen.getByLabelText(messages.taxRate), '7.5');
    await user.click(
      screen.getByRole('button', { name: messages.removePeriod(posMessages.weekdays.sun) }),
    );
    await user.click(
      screen.getByRole('button', { name: messages.addPeriod(posMessages.weekdays.sat) }),
    );
    await user.click(screen.getByRole('button', { name: messages.saveShop }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      currency: 'EUR',
      taxRateBasisPoints: 750,
      openingHours: {
        mon: [{ open: '00:00', close: '24:00' }],
        sat: [
          { open: '00:00', close: '24:00' },
          { open: '09:00', close: '17:00' },
        ],
        sun: [],
      },
    });
  });

  it('shows the server’s refusal', async () => {
    mockApi({
      'PUT /pos/settings': jsonResponse(400, {
        error: POS_MESSAGES.hoursOverlap,
        code: 'VALIDATION',
      }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<ShopSettingsSection settings={DEFAULT_POS_SETTINGS} />);
    await user.click(screen.getByRole('button', { name: messages.saveShop }));
    expect(await screen.findByRole('alert')).toHaveTextContent(POS_MESSAGES.hoursOverlap);
  });

  it('refuses a tax rate that is not a percentage', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<ShopSettingsSection settings={DEFAULT_POS_SETTINGS} />);
    await user.clear(screen.getByLabelText(messages.taxRate));
    await user.type(screen.getByLabelText(messages.taxRate), '150');
    expect(screen.getByText(POS_MESSAGES.taxRateInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.saveShop })).toBeDisabled();
  });
});
