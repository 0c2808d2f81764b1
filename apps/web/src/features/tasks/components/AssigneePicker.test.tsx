import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { makeMember } from '../../../test/fixtures';
import { AssigneePicker } from './AssigneePicker';

const ann = makeMember({ id: 'u-ann', username: 'ann', firstName: 'Ann', lastName: 'Lee' });
const bob = makeMember({ id: 'u-bob', username: 'bob', firstName: 'Bob', lastName: 'Stone' });

/** The picker as the task dialog lays it out: the Project field right below it. */
function PickerAndProject() {
  const [ids, setIds] = useState<string[]>([]);
  const [project, setProject] = useState('');
  return (
    <form>
      <AssigneePicker label="Assignees" users={[ann, bob]} selectedIds={ids} onChange={setIds} />
      <label>
        Project
        <select value={project} onChange={(event) => setProject(event.target.value)}>
          <option value="">No project</option>
          <option value="p-1">Launch</option>
        </select>
      </label>
    </form>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Assignees' });

describe('AssigneePicker suggestions', () => {
  it('close when the input is cleared, and come back when typing again', async () => {
    const user = userEvent.setup();
    render(<PickerAndProject />);
    await user.click(input());
    await user.keyboard('bo');
    expect(screen.getByRole('listbox')).toHaveTextContent('Bob Stone');

    await user.clear(input());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('a');
    expect(screen.getByRole('listbox')).toHaveTextContent('Ann Lee');
  });

  it('close when focus leaves for the Project field, which gets the click and no user is picked', async () => {
    const user = userEvent.setup();
    render(<PickerAndProject />);
    await user.click(input());
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'p-1');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('assignee-chip')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveValue('p-1');
  });

  it('take room in the form instead of floating over the field below', async () => {
    const user = userEvent.setup();
    render(<PickerAndProject />);
    await user.click(input());
    const list = screen.getByTestId('assignee-suggestions');
    // An absolutely placed list covered the Project field; in the flow it pushes it down.
    expect(list.className.split(/\s+/)).not.toContain('absolute');
    const project = screen.getByRole('combobox', { name: 'Project' });
    expect(list.compareDocumentPosition(project) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
