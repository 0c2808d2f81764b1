import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardWidget } from '@worksphere/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeNote, makeTask } from '../../../test/fixtures';
import { LocationProbe } from '../../../test/LocationProbe';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { widgetTypes } from '../widgets/registry';
import { TopBarProvider } from '../../shell/components/TopBarProvider';
import { tasksMessages } from '../../tasks/tasks.messages';
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
        assignedToMe: [makeTask({ id: 't-mine', title: 'Call the printer', dueDate: null })],
        recentNotes: [makeNote({ title: 'Board minutes', isOrganization: true })],
        projects: [],
        projectCount: 0,
      }),
    'GET /projects': () => jsonResponse(200, { projects: [] }),
    'GET /tasks/categories': () => jsonResponse(200, { categories: [] }),
    'GET /user': () => jsonResponse(200, { users: [] }),
    'GET /tasks': () =>
      jsonResponse(200, { tasks: [], total: 0, totalIsExact: true, limit: 200, offset: 0 }),
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

describe('DashboardPage: arranging by the drag handle', () => {
  // jsdom lays nothing out; dnd-kit's keyboard sensor moves by the items' boxes, so each widget
  // gets the box of one row of a single column, in the order it is on the page.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const items = Array.from(document.querySelectorAll('ul[aria-label] > li'));
      const index = Math.max(items.indexOf(this.closest('li') as Element), 0);
      const top = index * 200;
      return {
        x: 0,
        y: top,
        left: 0,
        top,
        right: 300,
        bottom: top + 180,
        width: 300,
        height: 180,
        toJSON: () => ({}),
      } as DOMRect;
    });
  });

  it('moves a widget with Space, an arrow key and Space, announcing each step, and saves', async () => {
    const { fetchMock, user } = renderDashboard(stored);
    await screen.findAllByTestId('dashboard-widget');
    const handle = screen.getByRole('button', {
      name: frame.dragHandle(widgets.tasksDueSoon.title),
    });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');

    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    expect(
      await screen.findByText(dashboardMessages.grid.drag.over(widgets.tasksDueSoon.title, 2, 3)),
    ).toBeInTheDocument();
    await user.keyboard(' ');

    await waitFor(() =>
      expect(widgetTitles()).toEqual([
        widgets.recentNotes.title,
        widgets.tasksDueSoon.title,
        widgets.projectsOverview.title,
      ]),
    );
    expect(
      screen.getByText(dashboardMessages.grid.drag.dropped(widgets.tasksDueSoon.title, 2, 3)),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(savedLayouts(fetchMock)).toEqual([
        ['recent-notes', 'tasks-due-soon', 'projects-overview'],
      ]),
    );
  });

  it('puts the widget back on Escape and saves nothing', async () => {
    const { fetchMock, user } = renderDashboard(stored);
    await screen.findAllByTestId('dashboard-widget');

    screen.getByRole('button', { name: frame.dragHandle(widgets.tasksDueSoon.title) }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');

    expect(
      await screen.findByText(dashboardMessages.grid.drag.cancelled(widgets.tasksDueSoon.title)),
    ).toBeInTheDocument();
    expect(widgetTitles()).toEqual([
      widgets.tasksDueSoon.title,
      widgets.recentNotes.title,
      widgets.projectsOverview.title,
    ]);
    expect(savedLayouts(fetchMock)).toEqual([]);
  });
});

describe('DashboardPage: states', () => {
  // One of every kind the registry knows, so the test follows new widget kinds by itself.
  const everyWidget: DashboardWidget[] = widgetTypes.map((type, index) => ({
    id: `w${index}`,
    type,
  }));

  it('says every widget is on the dashboard instead of opening an empty picker', async () => {
    const { user } = renderDashboard(everyWidget);
    await screen.findAllByTestId('dashboard-widget');

    await user.click(screen.getByRole('button', { name: dashboardMessages.grid.addWidget }));

    expect(screen.getByText(dashboardMessages.grid.allAdded)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers "Assigned to me", which lists my open tasks and opens one on a click', async () => {
    const { user } = renderDashboard([{ id: 'd', type: 'assigned-to-me' }]);

    expect(await screen.findByText('Call the printer')).toBeInTheDocument();
    expect(widgetTitles()).toEqual([widgets.assignedToMe.title]);
    await user.click(
      screen.getByRole('button', { name: tasksMessages.row.edit('Call the printer') }),
    );

    expect(
      await screen.findByRole('dialog', { name: tasksMessages.dialog.editTitle }),
    ).toBeInTheDocument();
  });

  it('hides Get started for good once dismissed', async () => {
    const { user } = renderDashboard(stored);
    await screen.findAllByTestId('dashboard-widget');
    expect(
      screen.getByRole('heading', { name: dashboardMessages.gettingStarted.title }),
    ).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: dashboardMessages.gettingStarted.dismiss }),
    );
    expect(
      screen.queryByRole('heading', { name: dashboardMessages.gettingStarted.title }),
    ).not.toBeInTheDocument();

    // A new visit (the page mounted again) remembers it.
    cleanup();
    renderDashboard(stored);
    await screen.findAllByTestId('dashboard-widget');
    expect(
      screen.queryByRole('heading', { name: dashboardMessages.gettingStarted.title }),
    ).not.toBeInTheDocument();
  });
});
