import type { ReactNode } from 'react';
import { DesktopFileDropZone } from '../../../ui/DesktopFileDropZone';
import { documentsMessages as messages } from '../documents.messages';

/** Files dragged in from the desktop drop here to upload into the folder shown. */
export function FileDropZone({
  folder,
  isEnabled,
  onFiles,
  children,
}: {
  folder: string;
  isEnabled: boolean;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  return (
    <DesktopFileDropZone
      isEnabled={isEnabled}
      onFiles={onFiles}
      label={messages.dropFilesHere(folder)}
      testId="documents-drop-zone"
      isOverlayAnnounced
    >
      {children}
    </DesktopFileDropZone>
  );
}
