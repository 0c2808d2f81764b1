import type { ComposeEmail } from '@worksphere/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSaveDraftMutation } from '../api/mailWritingApi';

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** How long typing pauses before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 1500;

/**
 * Saves the composer's message as a draft in the account's Drafts folder a moment after each
 * change (each save replaces the previous version). `message` is null until the user changed
 * something. Saves run one after another; `settle` stops saving and answers the draft's id.
 */
export function useDraftAutosave(message: ComposeEmail | null, initialDraftId: string | null) {
  const { mutateAsync } = useSaveDraftMutation();
  const [status, setStatus] = useState<DraftStatus>('idle');
  const draftIdRef = useRef(initialDraftId);
  const chainRef = useRef<Promise<void>>(Promise.resolve());
  const stoppedRef = useRef(false);
  const key = message ? JSON.stringify(message) : null;

  const save = useCallback(
    (current: ComposeEmail) => {
      chainRef.current = chainRef.current.then(async () => {
        if (stoppedRef.current) return;
        setStatus('saving');
        try {
          const draft = await mutateAsync({ draftId: draftIdRef.current, message: current });
          draftIdRef.current = draft.id;
          setStatus('saved');
        } catch {
          setStatus('failed');
        }
      });
    },
    [mutateAsync],
  );

  useEffect(() => {
    if (!key || stoppedRef.current) return;
    const timer = setTimeout(() => save(JSON.parse(key) as ComposeEmail), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, save]);

  return {
    status,
    /** The saved draft's id now (null: none saved yet). */
    draftId: () => draftIdRef.current,
    /** Stop saving (sending or discarding); resolves with the draft's id once saves are done. */
    settle: async () => {
      stoppedRef.current = true;
      await chainRef.current;
      return draftIdRef.current;
    },
    /** Saving again after a settle (the message came back with Undo). */
    resume: () => {
      stoppedRef.current = false;
    },
  };
}
