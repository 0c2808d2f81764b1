import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryType } from '@worksphere/contracts';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCategory } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { CategoryDialog } from './CategoryDialog';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

type Routes = Parameters<typeof mockApi>[0];

function renderDialog(type: CategoryType, routes: Routes = {}) {
  const fetchMock = mockApi(routes);
  const onClose = vi.fn();
  const onCreated = vi.fn();
  const user = userEvent.setup();
  renderWithQueryClient(
    <CategoryDialog isOpen type={type} onClose={onClose} onCreated={onCreated} />,
  );
  return { fetchMock, onClose, onCreated, user };
}

const nameField = () => screen.getByLabelText('Category name');
const addButton = () => screen.getByRole('button', { name: 'Add Category' });

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CategoryDialog', () => {
  it('has one field, the name, and is titled by its type', () => {
    renderDialog('task');

    expect(screen.getByRole('dialog', { name: 'Add Task Category' })).toBeInTheDocument();
    expect(nameField()).toHaveFocus();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('refuses a blank name with "Category name cannot be empty."', async () => {
    const { fetchMock, user } = renderDialog('task');

    await user.type(nameField(), '   ');
    await user.click(addButton());

    expect(screen.getByText('Category name cannot be empty.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the trimmed name to /note/categories, toasts, clears and closes on 201', async () => {
    const created = makeCategory({ id: 'c-9', name: 'Ideas', type: 'note' });
    const { fetchMock, onClose, onCreated, user } = renderDialog('note', {
      'POST /note/categories': () => jsonResponse(201, { category: created }),
    });
    expect(screen.getByRole('dialog', { name: 'Add Note Category' })).toBeInTheDocument();

    await user.type(nameField(), '  Ideas  ');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(toast.success).toHaveBeenCalledWith('Category added successfully.');
    expect(requestsOf(fetchMock)[0]).toMatchObject({
      url: '/api/note/categories',
      method: 'POST',
      body: { name: 'Ideas' },
    });
  });

  it('reads "Adding..." while it saves', async () => {
    const { user } = renderDialog('task', {
      'POST /task/categories': () => new Promise<Response>(() => {}),
    });

    await user.type(nameField(), 'Ops');
    await user.click(addButton());

    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
  });

  it.each([
    [
      'any answer but 201, as "Failed to add category."',
      jsonResponse(200, { category: {} }),
      'Failed to add category.',
    ],
    [
      "the server's error",
      jsonResponse(409, { error: 'A category with that name already exists.' }),
      'A category with that name already exists.',
    ],
  ])('shows %s', async (_case, response, expected) => {
    const { onClose, user } = renderDialog('task', { 'POST /task/categories': () => response });

    await user.type(nameField(), 'Ops');
    await user.click(addButton());

    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows "An error occurred while adding the category." when the call fails', async () => {
    const { user } = renderDialog('task', {
      'POST /task/categories': () => Promise.reject(new TypeError('Failed to fetch')),
    });

    await user.type(nameField(), 'Ops');
    await user.click(addButton());

    expect(
      await screen.findByText('An error occurred while adding the category.'),
    ).toBeInTheDocument();
  });
});
