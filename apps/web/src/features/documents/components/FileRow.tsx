import type { FileEntry } from '@worksphere/contracts';
import clsx from 'clsx';
import { GripVertical, MoreVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { API_BASE_URL } from '../../../platform/api/apiRequest';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { focusRing } from '../../../ui/focusRing';
import { Menu, MenuItem } from '../../../ui/Menu';
import { textLinkClasses } from '../../../ui/textLinkClasses';
import { documentsMessages as messages } from '../documents.messages';
import { fileTypeOf, isPreviewable } from '../utils/fileType';
import { formatFileSize } from '../utils/formatFileSize';
import { FileTypeIcon } from './FileTypeIcon';
import { folderHref } from './FolderBreadcrumbs';
import { useDraggableEntry, useFolderDropTarget } from './MoveDnd';

/** The link that opens a document in the editor. */
export function documentHref(path: string): string {
  return `/documents/edit?${new URLSearchParams({ path }).toString()}`;
}

export function downloadHref(path: string): string {
  return `${API_BASE_URL}/filemanager/download?${new URLSearchParams({ path }).toString()}`;
}

export type FileRowActions = {
  onPreview: (entry: FileEntry) => void;
  onRename: (entry: FileEntry) => void;
  onMove: (entry: FileEntry) => void;
  onDelete: (entry: FileEntry) => void;
};

type FileRowProps = FileRowActions & {
  entry: FileEntry;
  /** documents:edit: the row can be dragged and its menu changes things. */
  canEdit: boolean;
  /** Search results say which folder each entry is in. */
  showFolder?: boolean;
};

/**
 * One entry: its type icon and name (a folder opens, a document opens in the editor, an image or
 * PDF previews, anything else downloads), size, date and actions. A folder row takes drops.
 */
export function FileRow({ entry, canEdit, showFolder = false, ...actions }: FileRowProps) {
  const dates = useDateFormatter();
  const type = fileTypeOf(entry);
  const isFolder = entry.kind === 'folder';
  const drag = useDraggableEntry(entry, canEdit);
  const drop = useFolderDropTarget(`folder:${entry.path}`, entry.path, isFolder);
  const href = downloadHref(entry.path);
  const nameClasses = clsx(
    'flex min-w-0 flex-1 items-center gap-3 rounded-md py-1 text-left text-sm font-medium text-zinc-900 hover:text-brand-700',
    focusRing,
  );
  const label: ReactNode = (
    <>
      <FileTypeIcon type={type} />
      <span className="min-w-0 truncate">{entry.name}</span>
    </>
  );

  return (
    <li
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      {...drag.rowListeners}
      data-drop-folder={isFolder ? entry.path : undefined}
      className={clsx(
        'flex items-center gap-2 px-2 py-2 sm:gap-3 sm:px-4',
        drag.isDragging && 'opacity-40',
        drop.isOver && 'bg-brand-50 ring-2 ring-brand-500 ring-inset',
      )}
    >
      {canEdit ? (
        <button
          type="button"
          {...drag.handleProps}
          aria-label={messages.dragHandle(entry.name)}
          className={clsx(
            'inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700',
            focusRing,
          )}
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        {isFolder ? (
          <Link to={folderHref(entry.path)} draggable={false} className={nameClasses}>
            {label}
          </Link>
        ) : entry.kind === 'document' ? (
          <Link to={documentHref(entry.path)} draggable={false} className={nameClasses}>
            {label}
          </Link>
        ) : isPreviewable(type) ? (
          <button type="button" className={nameClasses} onClick={() => actions.onPreview(entry)}>
            {label}
          </button>
        ) : (
          <a href={href} download={entry.name} draggable={false} className={nameClasses}>
            {label}
          </a>
        )}
        {showFolder ? (
          <Link
            to={folderHref(entry.folder)}
            draggable={false}
            aria-label={messages.openFolder(entry.folder)}
            className={clsx('ml-8 w-fit truncate text-xs', textLinkClasses)}
          >
            {messages.searchIn(entry.folder)}
          </Link>
        ) : null}
      </div>
      <span className="hidden w-20 shrink-0 text-right text-xs text-zinc-500 sm:block">
        {isFolder ? messages.kinds.folder : formatFileSize(entry.size)}
      </span>
      <span className="hidden w-40 shrink-0 text-right text-xs text-zinc-500 md:block">
        {dates.formatDateTime(entry.modified)}
      </span>
      {canEdit || !isFolder ? (
        <Menu
          label={messages.actionsFor(entry.name)}
          isIconOnly
          trigger={<MoreVertical aria-hidden className="size-4" />}
          triggerClassName={`inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 ${focusRing}`}
        >
          {isPreviewable(type) ? (
            <MenuItem id="preview" onAction={() => actions.onPreview(entry)}>
              {messages.preview}
            </MenuItem>
          ) : null}
          {isFolder ? null : (
            <MenuItem id="download" onAction={() => window.open(href, '_blank', 'noopener')}>
              {messages.download}
            </MenuItem>
          )}
          {canEdit ? (
            <MenuItem id="rename" onAction={() => actions.onRename(entry)}>
              {messages.rename}
            </MenuItem>
          ) : null}
          {canEdit ? (
            <MenuItem id="move" onAction={() => actions.onMove(entry)}>
              {messages.move}
            </MenuItem>
          ) : null}
          {canEdit ? (
            <MenuItem id="delete" isDanger onAction={() => actions.onDelete(entry)}>
              {messages.delete}
            </MenuItem>
          ) : null}
        </Menu>
      ) : (
        <span aria-hidden className="size-9 shrink-0" />
      )}
    </li>
  );
}
