import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEvent } from '@worksphere/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateFormatProvider } from '../../../platform/dates/DateFormatProvider';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { auditMessages as messages } from '../audit.messages';
import { AuditLogSection } from './AuditLogSection';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: '2',
  at: '2026-11-20T10:00:00Z',
  action: 'member.role_changed',
  actor: { id: 'admin', name: 'Ada Admin', email: 'ada@example.com' },
  target: { type: 'user', id: 'bob', label: 'bob@example.com' },
  details: { from: 'MEMBER', to: 'ADMIN' },
  ip: '203.0.113.7',
  device: 'Firefox 140 on Linux',
  ...overrides,
});

function renderSection() {
  return renderWithQueryClient(
    <DateFormatProvider locale="en-US" timeZone="UTC" timeFormat="12h">
      <AuditLogSection />
    </DateFormatProvider>,
  );
}

describe('AuditLogSection', { timeout: 20_000 }, () => {
  it('lists events, pages on with the cursor, filters by text and links the CSV of the filter', async () => {
    const queries: string[] = [];
    mockApi({
      'GET /user': () => jsonResponse(200, { users: [] }),
      'GET /audit/settings': () => jsonResponse(200, { retentionDays: 365 }),
      'GET /audit/events': ({ url }) => {
        queries.push(url.search);
        if (url.searchParams.get('q') === 'nothing') {
          return jsonResponse(200, { events: [], nextCursor: null });
        }
        if (url.searchParams.get('cursor') === '2') {
          return jsonResponse(200, {
            events: [event({ id: '1', action: 'auth.sign_in_failed', actor: null, target: null })],
            nextCursor: null,
          });
        }
        return jsonResponse(200, { events: [event({})], nextCursor: '2' });
      },
    });
    const person = userEvent.setup();
    renderSection();

    const table = await screen.findByRole('table', { name: messages.tableLabel });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('Ada Admin');
    expect(table).toHaveTextContent(messages.kinds.member);
    expect(table).toHaveTextContent('bob@example.com');
    expect(table).toHaveTextContent('203.0.113.7');
    expect(table).toHaveTextContent('Firefox 140 on Linux');

    await person.click(screen.getByRole('button', { name: messages.loadMore }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(table).toHaveTextContent(messages.nobody);
    expect(screen.queryByRole('button', { name: messages.loadMore })).toBeNull();

    await person.type(screen.getByLabelText(messages.searchLabel), 'nothing');
    expect(await screen.findByText(messages.emptyTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.exportCsv })).toHaveAttribute(
      'href',
      '/api/audit/events.csv?q=nothing',
    );
    expect(queries).toContain('?q=nothing');
  });
});
