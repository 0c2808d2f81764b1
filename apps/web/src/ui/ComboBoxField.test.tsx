import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboBoxField } from './ComboBoxField';

const suggestions = [
  { id: 'c-1', label: 'Ideas' },
  { id: 'c-2', label: 'Meetings' },
  { id: 'c-3', label: 'Minutes' },
];

function Field({ onChange }: { onChange: (text: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ComboBoxField
      label="Category"
      hint="Pick one or type a new name."
      value={value}
      suggestions={suggestions}
      onChange={(text) => {
        onChange(text);
        setValue(text);
      }}
    />
  );
}

describe('ComboBoxField', () => {
  it('is a labelled, described combobox that keeps any typed text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Category' });
    expect(input).toHaveAccessibleDescription('Pick one or type a new name.');

    await user.type(input, 'Research');

    expect(input).toHaveValue('Research');
    expect(onChange).toHaveBeenLastCalledWith('Research');
  });

  it('filters the suggestions as typed and picks one with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Category' });

    await user.type(input, 'm');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Meetings', 'Minutes']);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(input).toHaveValue('Minutes');
    expect(onChange).toHaveBeenLastCalledWith('Minutes');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('closes the list on Escape and keeps focus in the field', async () => {
    const user = userEvent.setup();
    render(<Field onChange={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Category' });

    await user.type(input, 'i');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });
});
