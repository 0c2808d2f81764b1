import type { ComposeEmail, EmailAttachment } from '@worksphere/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSaveDraftMutation } from '../api/mailWritingApi';
import { planDraftAttachments, type DraftAttachments } from './draftAttachments';

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** How long typing pauses before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 1500;

/** What changed in the attached files, as a key (a File itself does not go into JSON). */
function attachmentsKey({ files, saved }: DraftAttachments): string {
  return JSON.stringify([
    files.map((file) => [file.name, file.size, file.lastModified]),
    saved.map((attachment) => attachment.id),
  ]);
}

/**
 * Saves the composer's message as a draft in the account's Drafts folder a moment after each
 * change (each save replaces the previous version), with its attached files: a file already
 * on the draft is kept there, only new ones are uploaded. `message` is null until the user
 * changed something. Saves run one after another; `settle` stops saving and answers the
 * draft's id.
 */
export function useDraftAutosave(
  message: ComposeEmail | null,
  attachments: DraftAttachments,
  initial: { draftId: string | null; attachments: readonly EmailAttachment[] },
) {
  const { mutateAsync } = useSaveDraftMutation();
  const [status, setStatus] = useState<DraftStatus>('idle');
  const draftIdRef = useRef(initial.draftId);
  // The files the saved draft holds now (its ids change with every save).
  const onDraftRef = useRef<readonly EmailAttachment[]>(initial.attachments);
  const latestRef = useRef(attachments);
  const messageRef = useRef(message);
  const chainRef = useRef<Promise<void>>(Promise.resolve());
  const stoppedRef = useRef(false);
  const key = message ? JSON.stringify(message) + attachmentsKey(attachments) : null;

  useEffect(() => {
    latestRef.current = attachments;
    messageRef.current = message;
  });

  const save = useCallback(
    (current: ComposeEmail) => {
      chainRef.current = chainRef.current.then(async () => {
        if (stoppedRef.current) return;
        setStatus('saving');
        // Planned when the save runs, against what the previous save left on the draft.
        const plan = planDraftAttachments(onDraftRef.current, latestRef.current);
        try {
          const draft = await mutateAsync({
            draftId: draftIdRef.current,
            message: { ...current, keepAttachmentIds: plan.keepAttachmentIds },
            files: plan.uploads,
          });
          draftIdRef.current = draft.id;
          onDraftRef.current = draft.attachments.filter((attachment) => !attachment.inline);
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
    const timer = setTimeout(() => {
      if (messageRef.current) save(messageRef.current);
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, save]);

  return {
    status,
    /** The saved draft's id now (null: none saved yet). */
    draftId: () => draftIdRef.current,
    /**
     * Which of the draft's files go with a message sent from it, and which files to upload
     * (answer after `settle`).
     */
    planSend: (current: DraftAttachments) => planDraftAttachments(onDraftRef.current, current),
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
