import type { ReactNode } from 'react';
import { DesktopFileDropZone } from '../../../ui/DesktopFileDropZone';
import { attachmentsMessages as messages } from './attachments.messages';

/** Files dragged in from the desktop drop here to attach them to the task. */
export function AttachmentDropZone({
  isEnabled,
  onFiles,
  children,
}: {
  isEnabled: boolean;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  return (
    <DesktopFileDropZone
      isEnabled={isEnabled}
      onFiles={onFiles}
      label={messages.dropHere}
      testId="task-attachments-drop-zone"
      size="sm"
    >
      {children}
    </DesktopFileDropZone>
  );
}
