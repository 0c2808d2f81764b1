import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { calendarMessages as messages } from '../calendar.messages';
import { TruncatedNotice } from './TruncatedNotice';

describe('TruncatedNotice', () => {
  it('says up to when the list is complete, in the user’s zone', () => {
    renderWithQueryClient(
      <TruncatedNotice
        answer={{ truncated: true, completeUntil: '2025-03-20T14:00:00.000Z' }}
        zone="America/New_York"
      />,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(/^Too many events to show them all here/);
    // 14:00 UTC is 10:00 in New York on that day.
    expect(notice).toHaveTextContent(/Mar(ch)? 20, 2025.*10:00/);
  });

  it('says so plainly without an instant, and nothing when the list is whole', () => {
    const first = renderWithQueryClient(
      <TruncatedNotice answer={{ truncated: true }} zone="UTC" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(messages.truncated);
    first.unmount();
    renderWithQueryClient(<TruncatedNotice answer={{ truncated: false }} zone="UTC" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
