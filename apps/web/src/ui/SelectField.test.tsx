import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

const options = [
  { value: '', label: 'All projects' },
  { value: 'p1', label: 'Launch' },
  { value: 'p2', label: 'Website' },
];

function Field({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      label="Project"
      options={options}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        setValue(event.target.value);
      }}
    />
  );
}

const trigger = () => screen.getByRole('button', { name: /Project/, hidden: true });

describe('SelectField', () => {
  it('shows the chosen option in a button named by the label', () => {
    render(<Field onChange={() => {}} />);

    expect(trigger()).toHaveAccessibleName(expect.stringContaining('Project'));
    expect(trigger()).toHaveTextContent('All projects');
  });

  it('opens with the keyboard, moves with the arrow keys and picks with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);

    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'All projects' })).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(onChange).toHaveBeenCalledWith('p2');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('Website');
    // React Aria gives focus back on the next frame.
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('gives back the empty value of an "all" option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);

    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: 'Launch' }));
    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: 'All projects' }));

    expect(onChange.mock.calls).toEqual([['p1'], ['']]);
  });

  it('closes on Escape without a change and gives focus back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);

    await user.click(trigger());
    await user.keyboard('{ArrowDown}{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    // React Aria gives focus back on the next frame.
    await waitFor(() => expect(trigger()).toHaveFocus());
  });
});
