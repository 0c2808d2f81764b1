import { DEFAULT_POS_SETTINGS, POS_MESSAGES } from '@worksphere/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../../test/mockFetch';
import { renderWithQueryClient } from '../../../../test/renderWithQueryClient';
import { posMessages } from '../../pos.messages';
import { ShopPageSection } from './ShopPageSection';

const messages = posMessages.settings;

afterEach(() => vi.unstubAllGlobals());

describe('the ordering page settings', () => {
  it('saves the description, address and pickup slots as typed', async () => {
    const saved: unknown[] = [];
    mockApi({
      'PUT /pos/settings': ({ body }) => {
        saved.push(body);
        return jsonResponse(200, { settings: DEFAULT_POS_SETTINGS });
      },
    });
    const user = userEvent.setup();
    renderWithQueryClient(<ShopPageSection settings={DEFAULT_POS_SETTINGS} />);
    await user.type(screen.getByLabelText(messages.shopDescription), 'Coffee by the river');
    await user.type(screen.getByLabelText(messages.address), '1 Quay Street');
    await user.clear(screen.getByLabelText(messages.slotMinutes));
    await user.type(screen.getByLabelText(messages.slotMinutes), '10');
    await user.clear(screen.getByLabelText(messages.ordersPerSlot));
    await user.type(screen.getByLabelText(messages.ordersPerSlot), '4');
    await user.click(screen.getByRole('button', { name: messages.savePage }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      description: 'Coffee by the river',
      address: '1 Quay Street',
      brandColor: DEFAULT_POS_SETTINGS.brandColor,
      accentColor: DEFAULT_POS_SETTINGS.accentColor,
      slotMinutes: 10,
      ordersPerSlot: 4,
    });
  });

  it('refuses a slot length out of range before sending', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<ShopPageSection settings={DEFAULT_POS_SETTINGS} />);
    await user.clear(screen.getByLabelText(messages.slotMinutes));
    await user.type(screen.getByLabelText(messages.slotMinutes), '2');
    await user.click(screen.getByRole('button', { name: messages.savePage }));
    expect(await screen.findByText(POS_MESSAGES.slotMinutesInvalid)).toBeInTheDocument();
  });

  it('offers the app’s own button to choose a logo, and refuses a file that is no image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithQueryClient(<ShopPageSection settings={DEFAULT_POS_SETTINGS} />);
    const input = screen.getByLabelText(messages.chooseLogo);
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(POS_MESSAGES.imageTypeNotAllowed)).toBeInTheDocument();
  });
});
