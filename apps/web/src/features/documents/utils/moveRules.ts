import { documentsMessages as messages } from '../documents.messages';

type Movable = { path: string; folder: string; kind: string };

/** Is `folder` the entry itself or somewhere inside it (when the entry is a folder)? */
export function isInsideEntry(entry: Movable, folder: string): boolean {
  return entry.kind === 'folder' && (folder === entry.path || folder.startsWith(`${entry.path}/`));
}

/**
 * Why the entry cannot go to this folder ('' is the top level; null is none chosen), or null
 * when it can. Checked before asking the server, so nothing says "Moved" when nothing moved.
 */
export function moveProblem(entry: Movable, toFolder: string | null): string | null {
  if (toFolder === null) return messages.moveChooseFolder;
  if (isInsideEntry(entry, toFolder)) return messages.moveIntoItself;
  if (toFolder === entry.folder) return messages.moveAlreadyThere(toFolder);
  return null;
}

/** The move call names the top level "/" (a blank destination is refused by the server). */
export function moveDestination(folder: string): string {
  return folder === '' ? '/' : folder;
}

/** The folders from the top level down to this one: '' , 'a', 'a/b'. */
export function folderTrail(folder: string): { label: string; folder: string }[] {
  const names = folder ? folder.split('/') : [];
  return [
    { label: messages.root, folder: '' },
    ...names.map((name, index) => ({ label: name, folder: names.slice(0, index + 1).join('/') })),
  ];
}
