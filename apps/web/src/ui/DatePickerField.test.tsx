import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePickerField } from './DatePickerField';

function Field({
  initial = '',
  granularity,
  onChange,
}: {
  initial?: string;
  granularity?: 'day' | 'minute';
  onChange: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DatePickerField
      label="Due Date"
      value={value}
      granularity={granularity}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const segments = () =>
  within(screen.getByRole('group', { name: 'Due Date' })).getAllByRole('spinbutton');

describe('DatePickerField', () => {
  it('takes a typed date and time and gives the local yyyy-MM-ddTHH:mm string', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);

    await user.click(segments()[0]!);
    // en-US order: month, day, year, hour, minute, AM/PM.
    await user.keyboard('05062030');
    await user.keyboard('0230P');

    expect(onChange).toHaveBeenLastCalledWith('2030-05-06T14:30');
  });

  it('changes a part with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field initial="2030-05-06" granularity="day" onChange={onChange} />);

    await user.click(segments()[1]!);
    await user.keyboard('{ArrowUp}');

    expect(onChange).toHaveBeenLastCalledWith('2030-05-07');
  });

  it('picks a day in the calendar with the keyboard; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field initial="2030-05-06" granularity="day" onChange={onChange} />);
    // The open calendar hides the page behind it from assistive technology.
    const button = () =>
      screen.getByRole('button', { name: 'Open calendar Due Date', hidden: true });

    await user.click(button());
    expect(screen.getByRole('grid')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2030-05-07');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());

    await user.click(button());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await waitFor(() => expect(button()).toHaveFocus());
  });

  it('clears with its clear button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field initial="2030-05-06T14:30" onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Clear Due Date' }));

    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear Due Date' })).not.toBeInTheDocument();
  });
});
