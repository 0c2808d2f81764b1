import { Link } from 'react-router';
import { focusRing } from '../../../ui/focusRing';
import { ProjectProgress } from '../../projects/components/ProjectProgress';
import { projectsMessages } from '../../projects/projects.messages';
import { useDashboardSummaryQuery } from '../api/dashboardApi';
import { dashboardMessages } from '../dashboard.messages';
import { WidgetFooterLink, WidgetState } from './WidgetState';

const messages = dashboardMessages.widgets.projectsOverview;

/** Active projects with how far along each is. */
export function ProjectsOverviewWidget() {
  const summary = useDashboardSummaryQuery();
  return (
    <WidgetState query={summary} listName={messages.listName}>
      {(data) => (
        <>
          {data.projects.length === 0 ? (
            <p className="py-4 text-sm text-zinc-500">{messages.empty}</p>
          ) : (
            <ul className="space-y-3">
              {data.projects.map((project) => (
                <li key={project.id} className="space-y-1">
                  <div className="flex items-baseline justify-between gap-2">
                    <Link
                      to={`/projects/${project.id}`}
                      className={`truncate rounded text-sm font-medium text-zinc-900 hover:text-brand-700 ${focusRing}`}
                    >
                      {project.name}
                    </Link>
                    <span className="shrink-0 text-xs text-zinc-500">
                      {project.completedTaskCount}/
                      {project.openTaskCount + project.completedTaskCount}
                    </span>
                  </div>
                  <ProjectProgress project={project} />
                  <p className="text-xs text-zinc-500">
                    {projectsMessages.list.counts(
                      project.openTaskCount,
                      project.completedTaskCount,
                      project.noteCount,
                    )}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <WidgetFooterLink to="/projects">{messages.openAll(data.projectCount)}</WidgetFooterLink>
        </>
      )}
    </WidgetState>
  );
}
