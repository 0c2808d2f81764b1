import clsx from 'clsx';
import { UploadCloud } from 'lucide-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { attachmentsMessages as messages } from './attachments.messages';

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Files dragged in from the desktop drop here; drags inside the page (dnd-kit) carry no files
 * and are left alone.
 */
export function AttachmentDropZone({
  isEnabled,
  onFiles,
  children,
}: {
  isEnabled: boolean;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  const [isOver, setIsOver] = useState(false);
  // dragenter and dragleave fire for every child crossed; count them to know when it left.
  const depthRef = useRef(0);

  if (!isEnabled) return <div>{children}</div>;
  return (
    <div
      data-testid="task-attachments-drop-zone"
      className="relative"
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depthRef.current += 1;
        setIsOver(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!carriesFiles(event)) return;
        depthRef.current = Math.max(0, depthRef.current - 1);
        if (depthRef.current === 0) setIsOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depthRef.current = 0;
        setIsOver(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      {children}
      <div
        aria-hidden
        className={clsx(
          'pointer-events-none absolute inset-0 z-10 flex min-h-24 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-brand-500 bg-brand-50/90 p-4 text-center text-sm font-medium text-brand-800 transition-opacity',
          isOver ? 'opacity-100' : 'opacity-0',
        )}
      >
        <UploadCloud aria-hidden className="size-7" />
        {messages.dropHere}
      </div>
    </div>
  );
}
