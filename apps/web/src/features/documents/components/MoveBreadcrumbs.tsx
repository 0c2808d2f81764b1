import clsx from 'clsx';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { textLinkClasses } from '../../../ui/textLinkClasses';
import { documentsMessages as messages } from '../documents.messages';
import { folderTrail } from '../utils/moveRules';
import { folderHref } from './FolderBreadcrumbs';
import { useFolderDropTarget } from './MoveDnd';

/** The folder path of the file manager; each folder above is also a drop target ("up"). */
export function MoveBreadcrumbs({ folder }: { folder: string }) {
  const crumbs = folderTrail(folder);
  return (
    <nav aria-label={messages.breadcrumbLabel} className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-zinc-600">
        {crumbs.map((crumb, index) => (
          <li key={crumb.folder || 'root'} className="flex min-w-0 items-center gap-1">
            {index > 0 ? (
              <ChevronRight aria-hidden className="size-4 shrink-0 text-zinc-400" />
            ) : null}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="truncate px-1 font-medium text-zinc-900">
                {crumb.label}
              </span>
            ) : (
              <DroppableCrumb folder={crumb.folder} label={crumb.label} />
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function DroppableCrumb({ folder, label }: { folder: string; label: string }) {
  const { setNodeRef, isOver, isTarget } = useFolderDropTarget(`crumb:${folder}`, folder);
  return (
    <span
      ref={setNodeRef}
      data-drop-folder={folder}
      className={clsx(
        'min-w-0 truncate rounded-md px-1 py-0.5',
        isTarget && 'outline-1 outline-brand-300 outline-dashed',
        isOver && 'bg-brand-100 outline-brand-600',
      )}
    >
      <Link to={folderHref(folder)} draggable={false} className={textLinkClasses}>
        {label}
      </Link>
    </span>
  );
}
