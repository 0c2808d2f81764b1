import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCategory, makeNote, makeProject } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { uiMessages } from '../../../ui/ui.messages';
import { notesMessages } from '../notes.messages';
import { NoteDialog, type NoteDialogInitialData } from './NoteDialog';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

// Selects take more steps in jsdom than the native control did.
vi.setConfig({ testTimeout: 15_000 });

const messages = notesMessages.dialog;
const project = makeProject({ id: 'p-1', name: 'Launch' });
const ideas = makeCategory({ id: 'c-ideas', name: 'Ideas', type: 'note' });

type Routes = Parameters<typeof mockApi>[0];

function renderDialog(initialData?: NoteDialogInitialData, routes: Routes = {}) {
  const fetchMock = mockApi({
    'GET /notes/categories': () => jsonResponse(200, { categories: [ideas] }),
    'GET /projects': () => jsonResponse(200, { projects: [project] }),
    ...routes,
  });
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithQueryClient(<NoteDialog isOpen onClose={onClose} initialData={initialData} />);
  return { fetchMock, onClose, user };
}

const titleField = () => screen.getByLabelText(messages.titleLabel);
/** The project select's button, named by its value and then its label. */
const projectButton = () =>
  screen.getByRole('button', { name: new RegExp(` ${messages.projectLabel}$`), hidden: true });
const createButton = () => screen.getByRole('button', { name: 'Create Note' });
const posted = (fetchMock: ReturnType<typeof mockApi>) =>
  requestsOf(fetchMock).filter((request) => request.method === 'POST');

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NoteDialog', () => {
  it('has title, content, category, project and "Share with Organization"', async () => {
    renderDialog();

    expect(screen.getByRole('dialog', { name: messages.createTitle })).toBeInTheDocument();
    expect(titleField()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: messages.contentLabel })).toBeInTheDocument();
    expect(screen.getByLabelText(messages.categoryLabel)).toHaveValue('');
    expect(projectButton()).toHaveTextContent(messages.noProject);
    expect(screen.getByLabelText('Share with Organization')).not.toBeChecked();
    await screen.findByRole('option', { name: project.name, hidden: true });
  });

  it('opens prefilled from initial data, showing a category id by its name', async () => {
    renderDialog({
      title: 'Kickoff',
      categoryId: ideas.id,
      projectId: project.id,
      isOrganization: true,
    });
    await screen.findByRole('option', { name: project.name, hidden: true });

    expect(titleField()).toHaveValue('Kickoff');
    await waitFor(() => expect(screen.getByLabelText(messages.categoryLabel)).toHaveValue('Ideas'));
    expect(projectButton()).toHaveTextContent(project.name);
    expect(screen.getByLabelText('Share with Organization')).toBeChecked();
  });

  it('refuses a blank title with "Title is required."', async () => {
    const { fetchMock, user } = renderDialog();

    await user.type(titleField(), '   ');
    await user.click(createButton());

    expect(screen.getByText('Title is required.')).toBeInTheDocument();
    expect(titleField()).toHaveFocus();
    expect(posted(fetchMock)).toHaveLength(0);
  });

  it('creates the note: 201, toast "Note created successfully!", dialog closes', async () => {
    const { fetchMock, onClose, user } = renderDialog(undefined, {
      'POST /notes': () => jsonResponse(201, { note: makeNote() }),
    });
    await screen.findByRole('option', { name: project.name, hidden: true });

    await user.type(titleField(), ' Kickoff ');
    await user.type(screen.getByLabelText(messages.categoryLabel), 'ideas');
    await user.click(projectButton());
    await user.click(screen.getByRole('option', { name: project.name }));
    await user.click(screen.getByLabelText('Share with Organization'));
    await user.click(createButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Note created successfully!');
    expect(posted(fetchMock)[0]).toMatchObject({
      url: '/api/notes',
      body: {
        title: 'Kickoff',
        content: '',
        categoryId: ideas.id,
        projectId: project.id,
        isOrganization: true,
      },
    });
  });

  it('sends a new category name as typed and null for empty fields', async () => {
    const { fetchMock, user } = renderDialog(undefined, {
      'POST /notes': () => jsonResponse(201, { note: makeNote() }),
    });

    await user.type(titleField(), 'Kickoff');
    await user.click(createButton());
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]?.body).toMatchObject({ categoryId: null, projectId: null });
  });

  it('reads "Creating..." with both buttons disabled while it saves', async () => {
    const { user } = renderDialog(undefined, {
      'POST /notes': () => new Promise<Response>(() => {}),
    });

    await user.type(titleField(), 'Kickoff');
    await user.click(createButton());

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it.each([
    [
      'an answer other than 201 as "Failed to create note."',
      jsonResponse(200, { note: {} }),
      'Failed to create note.',
    ],
    ["the server's error text", jsonResponse(400, { error: 'Too long.' }), 'Too long.'],
  ])('shows %s', async (_case, response, expected) => {
    const { onClose, user } = renderDialog(undefined, { 'POST /notes': () => response });

    await user.type(titleField(), 'Kickoff');
    await user.click(createButton());

    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows "An error occurred while creating the note." when the call fails', async () => {
    const { user } = renderDialog(undefined, {
      'POST /notes': () => Promise.reject(new TypeError('Failed to fetch')),
    });

    await user.type(titleField(), 'Kickoff');
    await user.click(createButton());

    expect(
      await screen.findByText('An error occurred while creating the note.'),
    ).toBeInTheDocument();
  });

  it('edits a note with PUT when initial data has an id', async () => {
    const note = makeNote({ id: 'n-1', title: 'Old' });
    const { fetchMock, onClose, user } = renderDialog(note, {
      'PUT /notes/n-1': () => jsonResponse(200, { note: { ...note, title: 'New' } }),
    });
    expect(screen.getByRole('dialog', { name: messages.editTitle })).toBeInTheDocument();

    await user.clear(titleField());
    await user.type(titleField(), 'New');
    await user.click(screen.getByRole('button', { name: messages.save }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith(messages.updated);
    const put = requestsOf(fetchMock).find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ title: 'New' });
    // Its text is written together as it is typed, not sent again by the form.
    expect(put?.body).not.toHaveProperty('content');
  });

  it('names the lists it could not fetch', async () => {
    renderDialog(undefined, {
      'GET /notes/categories': () => jsonResponse(500, {}),
    });

    expect(await screen.findByText('Failed to fetch note categories.')).toBeInTheDocument();
  });
});

describe('NoteDialog: unsaved changes', () => {
  const discard = uiMessages.discard;

  it('closes an unchanged note at once, and asks before dropping a changed one', async () => {
    const { onClose, user } = renderDialog({ id: 'n-1', title: 'Kickoff' });
    await screen.findByRole('option', { name: project.name, hidden: true });

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByLabelText('Share with Organization'));
    // A press outside the panel, on the overlay around it.
    await user.click(
      screen.getByRole('dialog', { name: messages.editTitle }).parentElement!
        .parentElement as HTMLElement,
    );
    const ask = await screen.findByRole('dialog', { name: discard.title });
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(ask).getByRole('button', { name: discard.discard }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
