import clsx from 'clsx';
import { UploadCloud } from 'lucide-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Files dragged in from the desktop drop here; drags inside the page (dnd-kit) carry no files
 * and are left alone. While files hover, an overlay with `label` covers the children.
 */
export function DesktopFileDropZone({
  isEnabled,
  onFiles,
  label,
  testId,
  size = 'md',
  isOverlayAnnounced = false,
  children,
}: {
  isEnabled: boolean;
  onFiles: (files: File[]) => void;
  label: ReactNode;
  testId: string;
  /** `sm` for a section inside a dialog, `md` for a page's list. */
  size?: 'sm' | 'md';
  /** Whether screen readers may read the overlay while files hover over it. */
  isOverlayAnnounced?: boolean;
  children: ReactNode;
}) {
  const [isOver, setIsOver] = useState(false);
  // dragenter and dragleave fire for every child crossed; count them to know when it left.
  const depthRef = useRef(0);

  if (!isEnabled) return <div>{children}</div>;
  return (
    <div
      data-testid={testId}
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
        aria-hidden={isOverlayAnnounced ? !isOver : true}
        className={clsx(
          'pointer-events-none absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-brand-500 bg-brand-50/90 p-4 text-center text-sm font-medium text-brand-800 transition-opacity',
          size === 'sm' ? 'min-h-24' : 'min-h-32',
          isOver ? 'opacity-100' : 'opacity-0',
        )}
      >
        <UploadCloud aria-hidden className={size === 'sm' ? 'size-7' : 'size-8'} />
        {label}
      </div>
    </div>
  );
}
