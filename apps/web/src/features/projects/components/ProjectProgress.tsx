import type { Project } from '@worksphere/contracts';
import { projectsMessages } from '../projects.messages';

/** A bar of completed tasks against all of them. */
export function ProjectProgress({ project }: { project: Project }) {
  const total = project.openTaskCount + project.completedTaskCount;
  const percent = total === 0 ? 0 : Math.round((project.completedTaskCount / total) * 100);
  return (
    <div
      role="progressbar"
      aria-label={projectsMessages.list.progressLabel(project.name)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-1.5 w-full overflow-hidden rounded-full bg-zinc-100"
    >
      <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
    </div>
  );
}
