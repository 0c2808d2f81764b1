import { FolderKanban } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { Card } from '../../../ui/Card';
import { CardSection } from '../../../ui/CardSection';
import { EmptyState } from '../../../ui/EmptyState';
import { focusRing } from '../../../ui/focusRing';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { SelectField } from '../../../ui/SelectField';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useProjectsQuery } from '../api/projectsApi';
import { CreateProjectForm } from '../components/CreateProjectForm';
import { ProjectActions } from '../components/ProjectActions';
import { ProjectProgress } from '../components/ProjectProgress';
import { projectsMessages } from '../projects.messages';
import { PageFrame } from '../../../ui/PageFrame';

const messages = projectsMessages.list;
type Shown = 'false' | 'true' | 'all';

/** /projects: every project with what is in it; create, rename, archive, delete. */
export function ProjectsPage() {
  useDocumentTitle(messages.documentTitle);
  const [searchParams, setSearchParams] = useSearchParams();
  const shownParam = searchParams.get('archived');
  const shown: Shown = shownParam === 'true' || shownParam === 'all' ? shownParam : 'false';
  const projects = useProjectsQuery({ archived: shown });

  return (
    <PageFrame>
      <PageHeader title={messages.title} description={messages.description} />
      <div className="space-y-6">
        <CardSection title={projectsMessages.create.title}>
          <CreateProjectForm />
        </CardSection>

        <div className="flex justify-end">
          <SelectField
            className="w-full sm:w-56"
            label={messages.showLabel}
            value={shown}
            onChange={(event) =>
              setSearchParams(
                event.target.value === 'false' ? {} : { archived: event.target.value },
                {
                  replace: true,
                },
              )
            }
            options={[
              { value: 'false', label: messages.showActive },
              { value: 'true', label: messages.showArchived },
              { value: 'all', label: messages.showAll },
            ]}
          />
        </div>

        {projects.isPending ? (
          <QueryLoading label={messages.loading} />
        ) : projects.isError ? (
          <QueryFailed
            message={describeFetchError(projects.error, messages.listName)}
            retryLabel={messages.retry}
            onRetry={() => void projects.refetch()}
          />
        ) : projects.data.length === 0 ? (
          <Card>
            <EmptyState
              icon={<FolderKanban aria-hidden className="size-6" />}
              title={shown === 'true' ? messages.emptyArchived : messages.emptyTitle}
              description={shown === 'true' ? '' : messages.emptyText}
            />
          </Card>
        ) : (
          <Card className="overflow-hidden">
            <ul className="divide-y divide-zinc-100">
              {projects.data.map((project) => (
                <li
                  key={project.id}
                  data-testid="project-row"
                  className="flex items-center gap-3 px-4 py-3 sm:px-5"
                >
                  <div className="min-w-0 flex-1 space-y-1.5">
                    <div className="flex flex-wrap items-center gap-2">
                      <Link
                        to={`/projects/${project.id}`}
                        className={`rounded text-sm font-semibold break-words text-zinc-900 hover:text-brand-700 ${focusRing}`}
                      >
                        {project.name}
                      </Link>
                      {project.isArchived ? (
                        <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-600">
                          {projectsMessages.actions.archivedBadge}
                        </span>
                      ) : null}
                    </div>
                    <p className="text-xs text-zinc-500">
                      {messages.counts(
                        project.openTaskCount,
                        project.completedTaskCount,
                        project.noteCount,
                      )}
                    </p>
                    <ProjectProgress project={project} />
                  </div>
                  <ProjectActions project={project} />
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>
    </PageFrame>
  );
}
