import { useQueryClient } from '@tanstack/react-query';
import { splitPath, type FileDocument, type PaperSize } from '@worksphere/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../platform/api/ApiError';
import { fileKeys } from './fileKeys';
import { saveDocument } from './filesApi';

/** How long typing pauses before the document is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed' | 'conflict';

/**
 * Saves a document while it is edited: a pause in typing saves it against the version it was
 * opened at. A save refused as stale (409) stops saving and keeps the text in the editor, so the
 * user chooses (a copy, or the latest version); nothing is overwritten and nothing is lost.
 */
export function useDocumentAutosave(document: FileDocument) {
  const queryClient = useQueryClient();
  const { folder, name } = splitPath(document.path);
  const versionRef = useRef(document.version);
  const latestRef = useRef(document.content);
  const savedRef = useRef(document.content);
  // The paper is saved with the content, through the same versioned save.
  const paperRef = useRef<PaperSize>(document.paperSize);
  const savedPaperRef = useRef<PaperSize>(document.paperSize);
  const inFlightRef = useRef<Promise<boolean> | null>(null);
  const isConflictRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [state, setState] = useState<SaveState>('saved');
  const [error, setError] = useState<string | null>(null);

  const saveNow = useCallback(async (): Promise<boolean> => {
    clearTimeout(timerRef.current);
    if (isConflictRef.current) return false;
    const isSaved = () =>
      latestRef.current === savedRef.current && paperRef.current === savedPaperRef.current;
    if (inFlightRef.current) {
      await inFlightRef.current;
      if (isSaved()) return true;
    }
    const content = latestRef.current;
    const paperSize = paperRef.current;
    if (isSaved()) {
      setState('saved');
      return true;
    }
    setState('saving');
    const run = (async () => {
      try {
        const answer = await saveDocument({
          folder,
          name,
          content,
          expectedVersion: versionRef.current,
          paperSize,
        });
        versionRef.current = answer.document.version;
        savedRef.current = content;
        savedPaperRef.current = paperSize;
        setError(null);
        queryClient.setQueryData(fileKeys.document(document.path), {
          ...answer.document,
          content,
        });
        void queryClient.invalidateQueries({ queryKey: fileKeys.folder(folder) });
        void queryClient.invalidateQueries({ queryKey: fileKeys.versions(document.path) });
        const isCurrent = latestRef.current === content && paperRef.current === paperSize;
        setState(isCurrent ? 'saved' : 'unsaved');
        if (!isCurrent) timerRef.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
        return true;
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 409) {
          isConflictRef.current = true;
          setState('conflict');
        } else {
          setState('failed');
        }
        setError(caught instanceof ApiError && caught.serverMessage ? caught.serverMessage : null);
        return false;
      } finally {
        inFlightRef.current = null;
      }
    })();
    inFlightRef.current = run;
    return run;
  }, [document.path, folder, name, queryClient]);

  const scheduleSave = useCallback(() => {
    if (isConflictRef.current) return;
    if (latestRef.current === savedRef.current && paperRef.current === savedPaperRef.current) {
      clearTimeout(timerRef.current);
      if (!inFlightRef.current) setState('saved');
      return;
    }
    setState((current) => (current === 'saving' ? current : 'unsaved'));
    clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
  }, [saveNow]);

  /** The paper chosen in the editor: saved like an edit. */
  const changePaperSize = useCallback(
    (size: PaperSize) => {
      paperRef.current = size;
      scheduleSave();
    },
    [scheduleSave],
  );

  /** The editor's latest HTML. */
  const change = useCallback(
    (html: string) => {
      latestRef.current = html;
      if (isConflictRef.current) return;
      if (html === savedRef.current && paperRef.current === savedPaperRef.current) {
        clearTimeout(timerRef.current);
        if (!inFlightRef.current) setState('saved');
        return;
      }
      setState((current) => (current === 'saving' ? current : 'unsaved'));
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    },
    [saveNow],
  );

  /** Starts again from a document the server gave (latest version, a restored one). */
  const reset = useCallback((next: FileDocument) => {
    clearTimeout(timerRef.current);
    versionRef.current = next.version;
    latestRef.current = next.content;
    savedRef.current = next.content;
    paperRef.current = next.paperSize;
    savedPaperRef.current = next.paperSize;
    isConflictRef.current = false;
    setError(null);
    setState('saved');
  }, []);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  return {
    state,
    error,
    change,
    changePaperSize,
    saveNow,
    reset,
    /** The version the next save names. */
    version: () => versionRef.current,
    latestContent: () => latestRef.current,
    paperSize: () => paperRef.current,
  };
}
