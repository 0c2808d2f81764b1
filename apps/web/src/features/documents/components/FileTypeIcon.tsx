import {
  File,
  FileArchive,
  FileImage,
  FileSpreadsheet,
  FileText,
  FileType2,
  Folder,
  type LucideIcon,
} from 'lucide-react';
import clsx from 'clsx';
import type { FileType } from '../utils/fileType';

const icons: Record<FileType, LucideIcon> = {
  folder: Folder,
  document: FileText,
  image: FileImage,
  pdf: FileType2,
  spreadsheet: FileSpreadsheet,
  archive: FileArchive,
  other: File,
};

const colours: Record<FileType, string> = {
  folder: 'text-amber-500',
  document: 'text-brand-600',
  image: 'text-violet-500',
  pdf: 'text-red-600',
  spreadsheet: 'text-emerald-600',
  archive: 'text-zinc-600',
  other: 'text-zinc-500',
};

/** The icon of a file type; decorative (the row names the type in words for screen readers). */
export function FileTypeIcon({ type, className }: { type: FileType; className?: string }) {
  const Icon = icons[type];
  return (
    <Icon
      aria-hidden
      data-file-type={type}
      className={clsx('size-5 shrink-0', colours[type], className)}
    />
  );
}
