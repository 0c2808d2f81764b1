import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { textLinkClasses } from '../../../ui/textLinkClasses';
import { documentsMessages as messages } from '../documents.messages';

/** The link to a folder of the Documents screen. */
export function folderHref(folder: string): string {
  return folder ? `/documents?${new URLSearchParams({ folder }).toString()}` : '/documents';
}

/** Documents › a › b: each part a link, the last one the current folder. */
export function FolderBreadcrumbs({ folder, current }: { folder: string; current?: string }) {
  const names = folder ? folder.split('/') : [];
  const crumbs = [
    { label: messages.root, folder: '' },
    ...names.map((name, index) => ({ label: name, folder: names.slice(0, index + 1).join('/') })),
  ];
  return (
    <nav aria-label={messages.breadcrumbLabel} className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-zinc-600">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1 && current === undefined;
          return (
            <li key={crumb.folder || 'root'} className="flex min-w-0 items-center gap-1">
              {index > 0 ? (
                <ChevronRight aria-hidden className="size-4 shrink-0 text-zinc-400" />
              ) : null}
              {isLast ? (
                <span aria-current="page" className="truncate font-medium text-zinc-900">
                  {crumb.label}
                </span>
              ) : (
                <Link to={folderHref(crumb.folder)} className={textLinkClasses}>
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
        {current !== undefined ? (
          <li className="flex min-w-0 items-center gap-1">
            <ChevronRight aria-hidden className="size-4 shrink-0 text-zinc-400" />
            <span aria-current="page" className="truncate font-medium text-zinc-900">
              {current}
            </span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
