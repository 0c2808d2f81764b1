import Collaboration from '@tiptap/extension-collaboration';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Check, CloudUpload, WifiOff } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { RichTextEditor } from '../../../ui/RichTextEditor';
import { useCurrentUser } from '../../auth/components/useAuth';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { CollabAvatars } from '../../documents/editor/collab/CollabAvatars';
import { collabColorOf } from '../../documents/editor/collab/collabColors';
import { CollaborationCaret } from '../../documents/editor/collab/CollaborationCaret';
import { useCollabSession } from '../../documents/editor/collab/useCollabSession';
import { noteKeys } from '../api/noteKeys';
import { notesMessages } from '../notes.messages';

const messages = notesMessages.collab;

type NoteCollabEditorProps = {
  noteId: string;
  label: string;
  hideLabel?: boolean;
  emptyHint?: string;
};

/**
 * A note's text written together: every member who may see the note types into the same shared
 * text (the server stores it and writes the note's content from it), with each other's carets
 * and avatars; offline, the changes wait and merge on reconnecting.
 */
export function NoteCollabEditor({ noteId, label, hideLabel, emptyHint }: NoteCollabEditorProps) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const session = useCollabSession(noteId, 'note');
  const collabUser = useMemo(
    () => ({ id: user.id, name: displayNameOf(user), color: collabColorOf(user.id) }),
    [user],
  );
  // One editor per shared document: the session object is new at every status change (saving,
  // saved, someone joining), and a new extension list would make a new editor under the typing.
  const doc = session?.doc;
  const awareness = session?.provider.awareness;
  const extensions = useMemo(
    () =>
      doc && awareness
        ? [
            Collaboration.configure({ document: doc }),
            CollaborationCaret.configure({ awareness, user: collabUser }),
          ]
        : undefined,
    [doc, awareness, collabUser],
  );

  // Once the server has stored the changes, the lists and the reader show the new content.
  const isStored = session?.isStored ?? true;
  useEffect(() => {
    if (isStored) void queryClient.invalidateQueries({ queryKey: noteKeys.all });
  }, [isStored, queryClient]);

  if (!session || !extensions) return null;
  const state =
    session.status === 'offline'
      ? 'offline'
      : !session.isSynced
        ? 'connecting'
        : session.isStored
          ? 'saved'
          : 'saving';
  const Icon = state === 'offline' ? WifiOff : state === 'saved' ? Check : CloudUpload;
  return (
    <RichTextEditor
      label={label}
      hideLabel={hideLabel}
      defaultValue=""
      emptyHint={emptyHint}
      onChange={() => undefined}
      collaboration={extensions}
      toolbarEnd={
        <>
          <CollabAvatars people={session.peers} label={messages.inNote} />
          <span
            role="status"
            className={clsx(
              'inline-flex items-center gap-1 text-xs',
              state === 'offline'
                ? 'text-amber-700'
                : state === 'saved'
                  ? 'text-emerald-700'
                  : 'text-zinc-600',
            )}
          >
            <Icon aria-hidden className="size-3.5" />
            {messages[state]}
          </span>
        </>
      }
    />
  );
}
