import { DEFAULT_POS_SETTINGS, POS_MESSAGES, type PublicMenuResponse } from '@worksphere/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../../test/mockFetch';
import { renderWithQueryClient } from '../../../../test/renderWithQueryClient';
import { posMessages } from '../../pos.messages';
import { PublicMenuView } from './PublicMenuView';

const messages = posMessages.publicOrder;
const PRODUCT_ID = '0b3f7a52-8d0c-4c1e-9a55-3c2f4b6d8e10';

function menu(overrides: Partial<PublicMenuResponse['shop']> = {}): PublicMenuResponse {
  return {
    shop: {
      name: 'Corner Café',
      currency: 'EUR',
      taxRateBasisPoints: 0,
      taxInclusive: true,
      timeZone: 'UTC',
      openingHours: { ...DEFAULT_POS_SETTINGS.openingHours, sun: [] },
      openNow: true,
      acceptingOnlineOrders: true,
      description: '',
      address: '',
      brandColor: '#1f2937',
      accentColor: '#f59e0b',
      logoUrl: null,
      opensAt: null,
      pickupSlots: [],
      slotMinutes: 15,
      ...overrides,
    },
    categories: [],
    products: [
      {
        id: PRODUCT_ID,
        categoryId: null,
        name: 'Croissant',
        description: 'Butter',
        price: 250,
        imageUrl: null,
        available: true,
        stock: null,
        soldOutToday: false,
        soldOut: false,
        sortOrder: 0,
        optionGroups: [],
      },
    ],
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the public ordering page', () => {
  it('shows a friendly page for an unknown shop', async () => {
    mockApi({
      'GET /pos/public/nope/menu': jsonResponse(404, {
        error: POS_MESSAGES.shopNotFound,
        code: 'NOT_FOUND',
      }),
    });
    renderWithQueryClient(<PublicMenuView slug="nope" />);
    expect(
      await screen.findByRole('heading', { name: POS_MESSAGES.unknownShopTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(POS_MESSAGES.unknownShopBody)).toBeInTheDocument();
  });

  it('shows the opening hours of a closed shop and takes no order', async () => {
    mockApi({ 'GET /pos/public/cafe/menu': jsonResponse(200, menu({ openNow: false })) });
    const user = userEvent.setup();
    renderWithQueryClient(<PublicMenuView slug="cafe" />);
    const closed = await screen.findByRole('region', { name: messages.closedTitle });
    expect(within(closed).getByText(posMessages.weekdays.sun).nextSibling).toHaveTextContent(
      posMessages.closedAllDay,
    );
    expect(within(closed).getByText(posMessages.weekdays.mon).nextSibling).toHaveTextContent(
      '00:00–24:00',
    );
    expect(screen.getByText(POS_MESSAGES.closedNow)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.add('Croissant') }));
    await user.click(screen.getByRole('button', { name: messages.viewCart(1) }));
    expect(screen.getByRole('button', { name: messages.placeOrder })).toBeDisabled();
  });

  it('takes an order ahead for the next opening day’s slot while closed, naming its day', async () => {
    const orders: Array<{ pickupAt: string | null }> = [];
    // Tomorrow 09:00 and 09:30 UTC (the shop's zone): not today, so their day is shown.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const slots = [`${tomorrow}T09:00:00.000Z`, `${tomorrow}T09:30:00.000Z`];
    mockApi({
      'GET /pos/public/cafe/menu': jsonResponse(
        200,
        menu({ openNow: false, opensAt: slots[0]!, pickupSlots: slots }),
      ),
      'POST /pos/public/cafe/orders': ({ body }) => {
        orders.push(body as { pickupAt: string | null });
        return jsonResponse(429, { error: POS_MESSAGES.rateLimited, code: 'RATE_LIMITED' });
      },
    });
    const user = userEvent.setup();
    renderWithQueryClient(<PublicMenuView slug="cafe" />);
    const closed = await screen.findByRole('region', { name: messages.closedTitle });
    expect(within(closed).getByText(messages.closedAheadBody)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.add('Croissant') }));
    await user.click(screen.getByRole('button', { name: messages.viewCart(1) }));
    await user.click(screen.getByRole('button', { name: new RegExp(messages.pickupLabel) }));
    const options = screen.getAllByRole('option').map((option) => option.textContent ?? '');
    // No "as soon as possible" while closed; each slot with its day, not the time alone.
    expect(options).toHaveLength(2);
    expect(options.some((label) => label.includes(messages.pickupAsap))).toBe(false);
    // "Sun, Nov 29, 2026, 9:30 AM": the day of the month and the year beside the time.
    const dayOfMonth = String(new Date(slots[0]!).getUTCDate());
    const year = tomorrow.slice(0, 4);
    expect(options.every((label) => label.includes(dayOfMonth) && label.includes(year))).toBe(true);
    await user.click(screen.getAllByRole('option')[1]!);

    await user.type(screen.getByLabelText(messages.nameLabel), 'Grace');
    await user.type(screen.getByLabelText(messages.phoneLabel), '+44 20 7946 0958');
    const place = screen.getByRole('button', { name: messages.placeOrder });
    expect(place).toBeEnabled();
    await user.click(place);
    await vi.waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]!.pickupAt).toBe(slots[1]);
  });

  it('checks name and phone, then shows the server’s refusal as it comes', async () => {
    const orders: unknown[] = [];
    mockApi({
      'GET /pos/public/cafe/menu': jsonResponse(200, menu()),
      'POST /pos/public/cafe/orders': ({ body }) => {
        orders.push(body);
        return jsonResponse(429, { error: POS_MESSAGES.rateLimited, code: 'RATE_LIMITED' });
      },
    });
    const user = userEvent.setup();
    renderWithQueryClient(<PublicMenuView slug="cafe" />);
    await user.click(await screen.findByRole('button', { name: messages.add('Croissant') }));
    await user.click(screen.getByRole('button', { name: messages.add('Croissant') }));
    await user.click(screen.getByRole('button', { name: messages.viewCart(2) }));

    await user.click(screen.getByRole('button', { name: messages.placeOrder }));
    expect(screen.getByText(POS_MESSAGES.customerNameRequired)).toBeInTheDocument();
    expect(screen.getByText(POS_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(orders).toEqual([]);

    await user.type(screen.getByLabelText(messages.nameLabel), 'Grace');
    await user.type(screen.getByLabelText(messages.phoneLabel), '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: messages.placeOrder }));
    expect(await screen.findByText(POS_MESSAGES.rateLimited)).toBeInTheDocument();

    // A retry sends the same key: the server recognises a replay instead of a second order.
    await user.click(screen.getByRole('button', { name: messages.placeOrder }));
    await vi.waitFor(() => expect(orders).toHaveLength(2));
    const [first, second] = orders as Array<{ clientKey: string; lines: unknown[] }>;
    expect(first!.clientKey).toMatch(/^[0-9a-f]{32}$/);
    expect(second!.clientKey).toBe(first!.clientKey);
    expect(first!.lines).toEqual([{ productId: PRODUCT_ID, quantity: 2, choiceIds: [], note: '' }]);
  });
});
