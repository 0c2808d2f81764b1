import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMINDER_MESSAGES } from '@worksphere/contracts';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { remindersText } from '../utils/remindersText';
import { RemindersField } from './RemindersField';

function Harness({ initial }: { initial: number[] }) {
  const [reminders, setReminders] = useState(initial);
  return (
    <>
      <RemindersField value={reminders} onChange={setReminders} />
      <output>{reminders.join(',')}</output>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: new RegExp(REMINDER_MESSAGES.add) });

describe('RemindersField', () => {
  it('lists the reminders earliest first, adds a free choice and removes one', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[60, 10]} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '10 minutes before',
      '1 hour before',
    ]);

    await user.click(trigger());
    // Choices already taken are not offered again.
    expect(screen.queryByRole('option', { name: '10 minutes before' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '1 day before' }));
    expect(screen.getByRole('status')).toHaveTextContent('60,10,1440');

    await user.click(screen.getByRole('button', { name: 'Remove the reminder 1 hour before' }));
    expect(screen.getByRole('status')).toHaveTextContent('10,1440');
  });

  it('says when there are none, and offers no more than five', async () => {
    const { unmount } = render(<Harness initial={[]} />);
    expect(screen.getByText(REMINDER_MESSAGES.none)).toBeInTheDocument();
    unmount();
    render(<Harness initial={[0, 5, 10, 15, 30]} />);
    expect(screen.queryByRole('button', { name: new RegExp(REMINDER_MESSAGES.add) })).toBeNull();
  });
});

describe('remindersText', () => {
  it('names every reminder in one line for the detail modal', () => {
    expect(remindersText([1440, 0, 15])).toBe('At start, 15 minutes before, 1 day before');
    expect(remindersText([])).toBe(REMINDER_MESSAGES.none);
  });
});
