import Collaboration from '@tiptap/extension-collaboration';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { ySyncPluginKey } from '@tiptap/y-tiptap';
import {
  DEFAULT_DOCUMENT_NAME,
  DEFAULT_PAPER_SIZE,
  PAPER_SIZES,
  type PaperSize,
} from '@worksphere/contracts';
import clsx from 'clsx';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { ToastContainer } from 'react-toastify';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { ImagePicker } from '../components/ImagePicker';
import { editorMessages as messages } from '../documents.messages';
import { CodePanel } from './CodePanel';
import { addPage, insertDateTime, insertLink, insertTable, runTableAction } from './editorActions';
import {
  EDITOR_TOAST_AUTO_CLOSE_MS,
  EDITOR_TOAST_CONTAINER_ID,
  EDITOR_TOAST_DRAG_PERCENT,
} from './editorConstants';
import { CollaborationCaret, type CollabUser } from './collab/CollaborationCaret';
import { useSharedSettings } from './collab/useSharedSettings';
import type { CollabSession } from './collab/useCollabSession';
import { createEditorExtensions } from './editorExtensions';
import { EditorToolbar, type ToolbarActions } from './EditorToolbar';
import './editor.css';
import { keepItemsInPages, measureOnPage } from './keepItemsInPages';
import { fitImageSize } from './mediaGeometry';
import { pageZoom } from './pageZoom';
import { addInjectedStyle, fromEditorHtml, toEditorHtml, type EditorMode } from './pageContent';
import { normalizePlaceholderName } from './placeholderName';
import { acceptedHtml } from './review/acceptedHtml';
import { DocumentReview } from './review/reviewExtension';
import { useDocumentReview, type ReviewHandle } from './review/useDocumentReview';
import { useDocumentExport } from './useDocumentExport';
import { useEditorDialogs, type EditorDialogs } from './useEditorDialogs';

export type PageEditorProps = {
  /** Identifier of the editor (its editable element's id). */
  editorId?: string;
  /** Scopes the image picker's Uploads tab. */
  organizationId?: string | null;
  /** Styling hook on the outer element. */
  className?: string;
  /** HTML to load (a saved document, with or without the injected style block). */
  content?: string;
  /** Every change, as HTML ready to save (the injected style block in front). */
  onChange?: (html: string) => void;
  /** false: read-only, toolbar and editing hidden. */
  isEditing?: boolean;
  /** The starting mode: true is page mode. */
  pageView?: boolean;
  /** Names the exported files. */
  currentFilename?: string;
  /** Where exports are saved. */
  folder?: string;
  /** The document's paper: the size of page mode's pages and of exports. */
  paperSize?: PaperSize;
  /** The paper control changed it (the caller saves it). */
  onPaperSizeChange?: (size: PaperSize) => void;
  /**
   * Written together: the shared document is the content (the `content` prop only replaces it,
   * as a restore does), and the mode and paper are shared too.
   */
  collab?: { session: CollabSession; user: CollabUser };
  /** Written together: the document's id, for its comments. */
  documentId?: string;
};

/** The document editor of spec 2: continuous or page mode, toolbar, code panel, exports. */
export function PageEditor({
  editorId,
  organizationId,
  className,
  content = '',
  onChange,
  isEditing = true,
  pageView = false,
  currentFilename = DEFAULT_DOCUMENT_NAME,
  folder = '',
  paperSize = DEFAULT_PAPER_SIZE,
  onPaperSizeChange,
  collab,
  documentId = '',
}: PageEditorProps) {
  const dates = useDateFormatter();
  const [mode, setMode] = useState<EditorMode>(pageView ? 'page' : 'continuous');
  const modeRef = useRef(mode);
  const [isCodeOpen, setIsCodeOpen] = useState(false);
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [paper, setPaper] = useState<PaperSize>(paperSize);
  const paperRef = useRef(paper);
  useEffect(() => {
    paperRef.current = paperSize;
    setPaper(paperSize);
  }, [paperSize]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const zoom = usePageZoom(scrollRef, paper, mode === 'page');
  const { dialogs, element: dialogElement } = useEditorDialogs();
  const dialogsRef = useRef<EditorDialogs>(dialogs);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // The last HTML this editor reported (or loaded), so a parent passing it back is not reloaded.
  const lastContentRef = useRef(content);

  const emitChange = useCallback((current: Editor) => {
    const html = addInjectedStyle(
      fromEditorHtml(acceptedHtml(current), modeRef.current),
      paperRef.current,
    );
    lastContentRef.current = html;
    onChangeRef.current?.(html);
  }, []);

  const collabSession = collab?.session;
  const collabUser = collab?.user;
  const reviewRef = useRef<ReviewHandle>(null);
  const extensions = useMemo(
    () => [
      ...createEditorExtensions({
        collaborative: Boolean(collabSession),
        onRenamePlaceholder: (current, apply) => {
          void dialogsRef.current
            .prompt({
              title: messages.placeholderPromptTitle,
              label: messages.placeholderPromptLabel,
              defaultValue: current,
              confirmLabel: messages.rename,
            })
            .then((answer) => {
              if (answer !== null) apply(normalizePlaceholderName(answer));
            });
        },
      }),
      ...(collabSession && collabUser
        ? [
            Collaboration.configure({ document: collabSession.doc }),
            CollaborationCaret.configure({
              awareness: collabSession.provider.awareness,
              user: collabUser,
            }),
            DocumentReview.configure({
              onSelectThread: (threadId) => reviewRef.current?.selectThread(threadId),
              onComment: () => reviewRef.current?.startComment(),
            }),
          ]
        : []),
    ],
    // One editor per shared document: the session and user are fixed while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [collabSession?.doc],
  );

  const editor = useEditor({
    extensions,
    // Written together, the content comes from the shared document.
    ...(collabSession ? {} : { content: toEditorHtml(content, mode) }),
    editable: isEditing,
    editorProps: {
      attributes: {
        ...(editorId ? { id: editorId } : {}),
        'aria-label': messages.editorLabel,
        class: 'document-editor-content',
      },
    },
    onUpdate: ({ editor: current, transaction }) => {
      // Others' changes arriving are not this editor's to report (they save themselves).
      if ((transaction.getMeta(ySyncPluginKey) as { isChangeOrigin?: boolean })?.isChangeOrigin) {
        return;
      }
      emitChange(current);
    },
  });

  // Written together: the mode and the paper follow the shared document.
  const shared = useSharedSettings(collabSession?.doc, (settings) => {
    if (settings.mode && settings.mode !== modeRef.current) {
      modeRef.current = settings.mode;
      setMode(settings.mode);
    }
    if (settings.paperSize && settings.paperSize !== paperRef.current) {
      paperRef.current = settings.paperSize;
      setPaper(settings.paperSize);
      onPaperSizeChange?.(settings.paperSize);
    }
  });

  // A new document from the parent (another file opened, a version restored).
  useEffect(() => {
    if (!editor || content === lastContentRef.current) return;
    lastContentRef.current = content;
    editor.commands.setContent(toEditorHtml(content, modeRef.current), { emitUpdate: false });
  }, [content, editor]);

  useEffect(() => {
    if (editor && editor.isEditable !== isEditing) editor.setEditable(isEditing, false);
    if (!isEditing) setIsPickerOpen(false);
  }, [editor, isEditing]);

  const storedHtml = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current && isCodeOpen ? fromEditorHtml(acceptedHtml(current), modeRef.current) : '',
  });

  // Page mode, another paper, another document: every absolute item stays inside its page.
  useEffect(() => {
    if (!editor || mode !== 'page') return;
    const tr = keepItemsInPages(editor.state, (pos) => measureOnPage(editor.view, pos));
    if (tr) editor.view.dispatch(tr);
  }, [editor, mode, paper, content]);

  // Comments and suggestions (written together only).
  const review = useDocumentReview({
    editor,
    session: collabSession,
    user: collabUser,
    documentId,
    canEdit: Boolean(collabSession && !collabSession.isReadOnly),
    handleRef: reviewRef,
  });

  const { runExport, running } = useDocumentExport({
    folder,
    filename: currentFilename,
    paperSize: paper,
    readHtml: () => (editor ? fromEditorHtml(acceptedHtml(editor), modeRef.current) : ''),
  });

  function switchMode() {
    if (!editor) return;
    const next: EditorMode = modeRef.current === 'page' ? 'continuous' : 'page';
    const stored = fromEditorHtml(editor.getHTML(), modeRef.current);
    modeRef.current = next;
    setMode(next);
    shared?.set({ mode: next });
    editor.commands.setContent(toEditorHtml(stored, next), { emitUpdate: false });
    emitChange(editor);
  }

  function applyCode(html: string) {
    if (!editor) return;
    editor.commands.setContent(toEditorHtml(html, modeRef.current), { emitUpdate: false });
    emitChange(editor);
  }

  function insertImage(src: string) {
    setIsPickerOpen(false);
    if (!editor) return;
    const area = editorArea(editor);
    const place = (natural: { width: number; height: number }) => {
      editor.chain().focus().insertPositionedImage(src, fitImageSize(natural, area)).run();
    };
    const probe = new Image();
    probe.onload = () => place({ width: probe.naturalWidth, height: probe.naturalHeight });
    // An address that does not load still goes in, at a size the user can see and change.
    probe.onerror = () => place({ width: 0, height: 0 });
    probe.src = src;
  }

  const actions: ToolbarActions | null = editor
    ? {
        insertDateTime: () => insertDateTime(editor, dates),
        insertLink: () => void insertLink(editor, dialogs),
        insertImage: () => setIsPickerOpen(true),
        insertTable: () => void insertTable(editor, dialogs),
        tableAction: (action) => void runTableAction(editor, dialogs, action),
        toggleMode: switchMode,
        toggleCode: () => setIsCodeOpen((open) => !open),
        addPage: () => addPage(editor),
        exportAs: (format) => void runExport(format),
        setPaperSize: (size) => {
          paperRef.current = size;
          setPaper(size);
          shared?.set({ paperSize: size });
          onPaperSizeChange?.(size);
          // The saved page CSS names the paper too.
          emitChange(editor);
        },
      }
    : null;

  return (
    <div
      className={clsx('document-editor flex min-h-0 flex-col bg-white', className)}
      data-mode={mode}
      data-paper={paper}
      data-editing={isEditing ? 'true' : 'false'}
      style={
        {
          '--paper-width': PAPER_SIZES[paper].width,
          '--paper-height': PAPER_SIZES[paper].height,
        } as CSSProperties
      }
    >
      {isEditing && editor && actions ? (
        <EditorToolbar
          editor={editor}
          mode={mode}
          isCodeOpen={isCodeOpen}
          exporting={running}
          paperSize={paper}
          actions={actions}
        />
      ) : null}
      {/* Read-only followers get it too: it opens the comments on a phone. */}
      {isEditing || collabSession?.isReadOnly ? review.bar : null}
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <div
          ref={scrollRef}
          className="document-editor-scroll min-h-0 min-w-0 flex-1 overflow-auto bg-zinc-100"
        >
          {/* On a phone, page mode shows whole pages, scaled to the screen's width. */}
          <EditorContent editor={editor} style={zoom === 1 ? undefined : { zoom }} />
        </div>
        {isCodeOpen && isEditing ? (
          <CodePanel html={storedHtml ?? ''} onUpdate={applyCode} isEditing={isEditing} />
        ) : null}
        {review.panel}
      </div>
      {isEditing ? (
        <ImagePicker
          isOpen={isPickerOpen}
          onClose={() => setIsPickerOpen(false)}
          organizationId={organizationId}
          onInsert={insertImage}
        />
      ) : null}
      {dialogElement}
      <ToastContainer
        containerId={EDITOR_TOAST_CONTAINER_ID}
        position="top-right"
        autoClose={EDITOR_TOAST_AUTO_CLOSE_MS}
        draggablePercent={EDITOR_TOAST_DRAG_PERCENT}
        theme="light"
      />
    </div>
  );
}

/** The zoom that fits a page into the scrolling area's width (1 outside page mode). */
function usePageZoom(
  scrollRef: RefObject<HTMLDivElement | null>,
  paper: PaperSize,
  isPageMode: boolean,
) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, [scrollRef]);
  return isPageMode ? pageZoom(width, paper) : 1;
}

/** The size images are fitted to: the page the cursor is on, else the editing area. */
function editorArea(editor: Editor) {
  const { view } = editor;
  const at = view.domAtPos(editor.state.selection.from).node;
  const element = at instanceof HTMLElement ? at : at.parentElement;
  const page = element?.closest<HTMLElement>('.editor-page');
  const area = page ?? view.dom;
  return { width: area.clientWidth, height: area.clientHeight };
}
