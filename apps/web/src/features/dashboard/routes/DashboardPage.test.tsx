import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardWidget } from '@worksphere/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeNote, makeTask } from '../../../test/fixtures';
import { LocationProbe } from '../../../test/LocationProbe';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { TopBarProvider } from '../../shell/components/TopBarProvider';
import { dashboardMessages } from '../dashboard.messages';
import { DashboardPage } from './DashboardPage';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const widgets = dashboardMessages.widgets;
const frame = dashboardMessages.frame;

function renderDashboard(stored: DashboardWidget[], path = '/dash') {
  const fetchMock = mockApi({
    'GET /dashboard/layout': () => jsonResponse(200, { widgets: stored }),
    'PUT /dashboard/layout': ({ body }) => jsonResponse(200, body),
    'GET /dashboard/summary': () =>
      jsonResponse(200, {
        tasksDueSoon: [makeTask({ title: 'Renew the lease', dueDate: '2000-01-01T00:00:00.000Z' })],
        recentNotes: [makeNote({ title: 'Board minutes', isOrganization: true })],
        projects: [],
        projectCount: 0,
      }),
    'GET /projects': () => jsonResponse(200, { projects: [] }),
    'GET /tasks/categories': () => jsonResponse(200, { categories: [] }),
  });
  const user = userEvent.setup();
  renderWithQueryClient(
    <TopBarProvider slotElement={null}>
      <DashboardPage />
      <LocationProbe />
    </TopBarProvider>,
    { path },
  );
  return { fetchMock, user };
}

const savedLayouts = (fetchMock: ReturnType<typeof mockApi>) =>
  requestsOf(fetchMock)
    .filter((request) => request.method === 'PUT')
    .map((request) => (request.body as { widgets: DashboardWidget[] }).widgets.map((w) => w.type));

const widgetTitles = () =>
  screen
    .getAllByTestId('dashboard-widget')
    .map((widget) => within(widget).getByRole('heading', { level: 2 }).textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

const stored: DashboardWidget[] = [
  { id: 'a', type: 'tasks-due-soon' },
  { id: 'b', type: 'recent-notes' },
  { id: 'c', type: 'projects-overview' },
];

describe('DashboardPage', () => {
  it('shows the saved widgets in order, with what each holds', async () => {
    renderDashboard(stored);

    await screen.findAllByTestId('dashboard-widget');
    expect(widgetTitles()).toEqual([
      widgets.tasksDueSoon.title,
      widgets.recentNotes.title,
      widgets.projectsOverview.title,
    ]);
    expect(await screen.findByText('Renew the lease')).toBeInTheDocument();
    expect(screen.getByTestId('task-overdue')).toBeInTheDocument();
    expect(screen.getByText('Board minutes')).toBeInTheDocument();
    expect(screen.getByText(widgets.projectsOverview.empty)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: frame.moveUp(widgets.tasksDueSoon.title) }),
    ).toBeDisabled();
  });

  it('opens the widget picker for ?addWidget=true and drops the parameter', async () => {
    renderDashboard(stored, '/dash?addWidget=true');

    expect(
      await screen.findByRole('dialog', { name: dashboardMessages.picker.title }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dash$/));
  });

  it('moves, removes and adds widgets, saving each layout', async () => {
    const { fetchMock, user } = renderDashboard(stored);
    await screen.findAllByTestId('dashboard-widget');

    await user.click(
      screen.getByRole('button', { name: frame.moveDown(widgets.tasksDueSoon.title) }),
    );
    expect(widgetTitles()).toEqual([
      widgets.recentNotes.title,
      widgets.tasksDueSoon.title,
      widgets.projectsOverview.title,
    ]);
    await user.click(screen.getByRole('button', { name: frame.remove(widgets.recentNotes.title) }));
    expect(widgetTitles()).toEqual([widgets.tasksDueSoon.title, widgets.projectsOverview.title]);

    await user.click(screen.getByRole('button', { name: dashboardMessages.grid.addWidget }));
    const picker = screen.getByRole('dialog', { name: dashboardMessages.picker.title });
    expect(within(picker).getAllByText(dashboardMessages.picker.onDashboard)).toHaveLength(2);
    await user.click(
      within(picker).getByRole('button', {
        name: dashboardMessages.picker.addLabel(widgets.recentNotes.title),
      }),
    );

    expect(widgetTitles()).toEqual([
      widgets.tasksDueSoon.title,
      widgets.projectsOverview.title,
      widgets.recentNotes.title,
    ]);
    await waitFor(() => expect(savedLayouts(fetchMock)).toHaveLength(3));
    expect(savedLayouts(fetchMock)).toEqual([
      ['recent-notes', 'tasks-due-soon', 'projects-overview'],
      ['tasks-due-soon', 'projects-overview'],
      ['tasks-due-soon', 'projects-overview', 'recent-notes'],
    ]);
  });

  it('says so when the dashboard is empty, and offers to add a widget', async () => {
    const { user } = renderDashboard([]);

    expect(await screen.findByText(dashboardMessages.grid.emptyTitle)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: dashboardMessages.grid.addWidget })[1]!);
    expect(
      screen.getByRole('dialog', { name: dashboardMessages.picker.title }),
    ).toBeInTheDocument();
  });
});
