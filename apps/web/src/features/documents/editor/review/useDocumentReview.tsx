import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  useContext,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import { notify } from '../../../../platform/notify/notify';
import { AuthContext } from '../../../auth/components/AuthContext';
import { useMediaQuery } from '../../../../ui/useMediaQuery';
import { useCommentMutations, useCommentThreadsQuery } from '../../api/commentsApi';
import type { CollabUser } from '../collab/CollaborationCaret';
import type { CollabSession } from '../collab/useCollabSession';
import { NARROW_SCREEN_QUERY } from '../editorConstants';
import { commentsMessages as messages } from './comments.messages';
import { commentAnchors, setCommentView } from './reviewExtension';
import { COMMENT_MARK } from './reviewMarks';
import { ReviewBar } from './ReviewBar';
import { ReviewPanel, type PendingComment } from './ReviewPanel';
import {
  collectSuggestions,
  resolveSuggestion,
  setSuggesting,
  SKIP_SUGGESTION,
  suggesterOf,
} from './suggestionMode';
import { useCommentsLive } from './useCommentsLive';
import './review.css';

/** What the editor's keyboard shortcut and clicks on highlights reach. */
export type ReviewHandle = { startComment: () => void; selectThread: (threadId: string) => void };

/** Longest quote kept with a new thread. */
const QUOTE_LENGTH = 500;

function removeAnchor(editor: Editor, threadId: string) {
  const type = editor.schema.marks[COMMENT_MARK];
  const range = commentAnchors(editor.state.doc).get(threadId);
  if (!type || !range) return;
  const tr = editor.state.tr.removeMark(range.from, range.to, type.create({ threadId }));
  editor.view.dispatch(tr.setMeta(SKIP_SUGGESTION, true));
}

/**
 * Comments and suggestions of a document written together: the review bar (Comment, Suggesting,
 * the panel on a phone) and the side panel (a sheet on a phone). Null elements when the editor
 * is not written together.
 */
export function useDocumentReview({
  editor,
  session,
  user,
  documentId,
  canEdit,
  handleRef,
}: {
  editor: Editor | null;
  session: CollabSession | undefined;
  user: CollabUser | undefined;
  documentId: string;
  canEdit: boolean;
  handleRef: Ref<ReviewHandle>;
}) {
  const isEnabled = Boolean(session && documentId);
  const isNarrow = useMediaQuery(NARROW_SCREEN_QUERY);
  // Read softly: the editor also runs outside the signed-in shell (component tests).
  const isAdmin = useContext(AuthContext)?.user?.role === 'ADMIN';
  const [isPanelOpen, setIsPanelOpen] = useState(!isNarrow);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingComment | null>(null);
  const threads = useCommentThreadsQuery(documentId, { enabled: isEnabled });
  const announce = useCommentsLive(session, documentId);
  const mutations = useCommentMutations(documentId, announce);

  const view = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            suggestions: collectSuggestions(current.state.doc),
            anchors: [...commentAnchors(current.state.doc)].map(([id, range]) => ({
              id,
              from: range.from,
            })),
            isSuggesting: Boolean(suggesterOf(current.state)),
          }
        : null,
  });

  // The open threads are highlighted, the active one more.
  const openIds = useMemo(
    () => (threads.data ?? []).filter((thread) => !thread.resolvedAt).map((thread) => thread.id),
    [threads.data],
  );
  useEffect(() => {
    if (!editor || !isEnabled) return;
    editor.view.dispatch(setCommentView(editor.state.tr, { open: openIds, active: activeId }));
  }, [editor, isEnabled, openIds, activeId]);

  // An Inbox link names a thread in the hash: show it.
  const hashDone = useRef(false);
  useEffect(() => {
    if (hashDone.current || !threads.data) return;
    hashDone.current = true;
    const match = /^#comment-([0-9a-f-]{36})$/i.exec(window.location.hash);
    if (match && threads.data.some((thread) => thread.id === match[1])) {
      setActiveId(match[1]!);
      setIsPanelOpen(true);
    }
  }, [threads.data]);

  function startComment() {
    if (!editor || !canEdit) return;
    const { from, to, empty } = editor.state.selection;
    if (empty) {
      notify.info(messages.selectFirst);
      return;
    }
    const type = editor.schema.marks[COMMENT_MARK];
    if (!type) return;
    if (pending) removeAnchor(editor, pending.id);
    const id = globalThis.crypto.randomUUID();
    const quote = editor.state.doc.textBetween(from, to, ' ').slice(0, QUOTE_LENGTH);
    // The range is marked at once (carried in the shared document with the text); the others
    // see no highlight until the thread exists.
    const tr = editor.state.tr.addMark(from, to, type.create({ threadId: id }));
    editor.view.dispatch(tr.setMeta(SKIP_SUGGESTION, true));
    setPending({ id, quote });
    setActiveId(id);
    setIsPanelOpen(true);
  }

  useImperativeHandle(handleRef, () => ({
    startComment,
    selectThread: (threadId) => {
      setActiveId(threadId);
      setIsPanelOpen(true);
    },
  }));

  if (!isEnabled || !editor || !user) return { bar: null, panel: null };

  const isEditable = canEdit && editor.isEditable;
  // Everyone gets the panel's switch; commenting and suggesting need an editable document.
  const bar = (
    <ReviewBar
      canReview={isEditable}
      isSuggesting={view?.isSuggesting ?? false}
      isPanelOpen={isPanelOpen}
      onComment={startComment}
      onToggleSuggesting={() => {
        const next = view?.isSuggesting ? null : { id: user.id, name: user.name };
        editor.view.dispatch(setSuggesting(editor.state.tr, next));
        editor.commands.focus();
      }}
      onTogglePanel={() => setIsPanelOpen((open) => !open)}
    />
  );

  const panel = isPanelOpen ? (
    <ReviewPanel
      isSheet={isNarrow}
      threads={threads}
      anchorOrder={view?.anchors ?? []}
      suggestions={view?.suggestions ?? []}
      activeId={activeId}
      pending={pending}
      canComment={canEdit}
      canReview={isEditable}
      userId={user.id}
      isAdmin={isAdmin}
      mutations={mutations}
      onThreadDeleted={(threadId) => {
        removeAnchor(editor, threadId);
        if (activeId === threadId) setActiveId(null);
      }}
      onClose={() => setIsPanelOpen(false)}
      onSelect={(threadId) => {
        setActiveId(threadId);
        const range = commentAnchors(editor.state.doc).get(threadId);
        if (range) editor.commands.setTextSelection(range.from);
      }}
      onCancelPending={() => {
        if (pending) removeAnchor(editor, pending.id);
        setPending(null);
      }}
      onPendingSent={() => setPending(null)}
      onPendingFailed={() => {
        if (pending) removeAnchor(editor, pending.id);
        setPending(null);
      }}
      onResolveSuggestion={(id, accept) => {
        const tr = resolveSuggestion(editor.state, id, accept);
        if (tr) editor.view.dispatch(tr);
      }}
    />
  ) : null;

  return { bar, panel };
}
