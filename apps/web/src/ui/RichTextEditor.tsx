import Placeholder from '@tiptap/extension-placeholder';
import type { Extensions } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import clsx from 'clsx';
import {
  Bold,
  ImagePlus,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  Quote,
  type LucideIcon,
} from 'lucide-react';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Button } from './Button';
import { focusRing } from './focusRing';
import { RichTextImage, readImageFile } from './richTextImage';
import { createRichTextExtensions } from './richTextSchema';
import { inputClasses } from './TextField';
import { uiMessages } from './ui.messages';

const messages = uiMessages.richText;

/** What a form needs from the editor: move focus into it, and know whether focus is inside. */
export type RichTextEditorHandle = {
  focus: () => void;
  contains: (node: Node | null) => boolean;
  /** Replace the text (as if the user had: onChange follows). */
  setContent: (html: string) => void;
};

type RichTextEditorProps = {
  label: string;
  /** HTML the editor starts with; later changes of this prop are not applied. */
  defaultValue: string;
  /** The HTML, or '' when the editor holds no text. */
  onChange: (html: string) => void;
  /** The plain text after each change, paragraphs separated by a blank line. */
  onTextChange?: (text: string) => void;
  /** Grey text shown while the editor is empty. */
  emptyHint?: string;
  ref?: Ref<RichTextEditorHandle>;
  /** Quotes and images pasted or inserted into the text (mail), besides the usual buttons. */
  withQuotesAndImages?: boolean;
  /** Put the cursor at the start of the text when the editor appears. */
  autoFocus?: boolean;
  /** Show the label to screen readers only. */
  hideLabel?: boolean;
  /** Called with a message when an image could not be inserted (too large). */
  onImageRefused?: (message: string) => void;
  /**
   * Extensions binding the text to a shared document (written together, e.g. a note): the
   * editor then shows that document, not defaultValue, and keeps no history of its own.
   */
  collaboration?: Extensions;
  /** Shown at the toolbar's right end (who else is in it, whether it is offline). */
  toolbarEnd?: ReactNode;
};

/** Rich text (TipTap) with a small toolbar: bold, italic, lists and links. */
export function RichTextEditor({
  label,
  defaultValue,
  onChange,
  onTextChange,
  emptyHint,
  ref,
  withQuotesAndImages = false,
  autoFocus = false,
  hideLabel = false,
  onImageRefused,
  collaboration,
  toolbarEnd,
}: RichTextEditorProps) {
  const labelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  // The latest callback, so the editor (created once) never calls a stale one.
  const onChangeRef = useRef(onChange);
  const onImageRefusedRef = useRef(onImageRefused);
  const onTextChangeRef = useRef(onTextChange);
  useEffect(() => {
    onChangeRef.current = onChange;
    onTextChangeRef.current = onTextChange;
    onImageRefusedRef.current = onImageRefused;
  });

  const editor = useEditor(
    {
      extensions: [
        ...createRichTextExtensions({ collaborative: Boolean(collaboration) }),
        Placeholder.configure({ placeholder: emptyHint ?? '' }),
        ...(withQuotesAndImages ? [RichTextImage] : []),
        ...(collaboration ?? []),
      ],
      ...(collaboration ? {} : { content: defaultValue }),
      autofocus: autoFocus ? 'start' : false,
      editorProps: {
        // Pasted image files go into the text (as data: URLs; mail sends them as inline parts).
        handlePaste: (view, event) => {
          if (!withQuotesAndImages) return false;
          const files = Array.from(event.clipboardData?.files ?? []).filter((file) =>
            file.type.startsWith('image/'),
          );
          if (files.length === 0) return false;
          for (const file of files) {
            void readImageFile(file).then(
              (src) =>
                view.dispatch(
                  view.state.tr.replaceSelectionWith(
                    view.state.schema.nodes.image!.create({ src, alt: file.name }),
                  ),
                ),
              () => onImageRefusedRef.current?.(messages.imageTooLarge),
            );
          }
          return true;
        },
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          class: 'rich-text min-h-28 px-3 py-2 text-sm text-zinc-900 focus:outline-none',
        },
      },
      onUpdate: ({ editor: current }) => {
        onChangeRef.current(current.isEmpty ? '' : current.getHTML());
        onTextChangeRef.current?.(current.getText({ blockSeparator: '\n\n' }));
      },
      // A new shared document (another note, a new session) makes a new editor.
    },
    [collaboration],
  );

  useImperativeHandle(
    ref,
    () => ({
      // ProseMirror's own focus is immediate; TipTap's focus command waits for a frame.
      focus: () => editor?.view.focus(),
      contains: (node) => Boolean(node && containerRef.current?.contains(node)),
      setContent: (html) => editor?.commands.setContent(html, { emitUpdate: true }),
    }),
    [editor],
  );

  return (
    <div className="space-y-1.5">
      <span
        id={labelId}
        className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-zinc-800'}
      >
        {label}
      </span>
      <div
        ref={containerRef}
        className="rich-text-editor overflow-hidden rounded-lg border border-zinc-300 bg-white shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200"
      >
        {editor ? (
          <Toolbar
            editor={editor}
            withQuotesAndImages={withQuotesAndImages}
            onImageRefused={(message) => onImageRefusedRef.current?.(message)}
            end={toolbarEnd}
          />
        ) : null}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

function Toolbar({
  editor,
  withQuotesAndImages,
  onImageRefused,
  end,
}: {
  editor: Editor;
  withQuotesAndImages: boolean;
  onImageRefused: (message: string) => void;
  end?: ReactNode;
}) {
  const [isEditingLink, setIsEditingLink] = useState(false);
  const imageInputRef = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      isBold: current.isActive('bold'),
      isItalic: current.isActive('italic'),
      isBulletList: current.isActive('bulletList'),
      isOrderedList: current.isActive('orderedList'),
      isLink: current.isActive('link'),
      isQuote: current.isActive('blockquote'),
    }),
  });

  function handleLinkButton() {
    if (state.isLink) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    setIsEditingLink((current) => !current);
  }

  return (
    <div className="border-b border-zinc-200 bg-zinc-50">
      <div role="toolbar" aria-label={messages.toolbarLabel} className="flex flex-wrap gap-0.5 p-1">
        <ToolbarButton
          icon={Bold}
          label={messages.bold}
          isActive={state.isBold}
          onClick={() => editor.chain().focus().toggleBold().run()}
        />
        <ToolbarButton
          icon={Italic}
          label={messages.italic}
          isActive={state.isItalic}
          onClick={() => editor.chain().focus().toggleItalic().run()}
        />
        <ToolbarButton
          icon={List}
          label={messages.bulletList}
          isActive={state.isBulletList}
          onClick={() => editor.chain().focus().toggleBulletList().run()}
        />
        <ToolbarButton
          icon={ListOrdered}
          label={messages.orderedList}
          isActive={state.isOrderedList}
          onClick={() => editor.chain().focus().toggleOrderedList().run()}
        />
        <ToolbarButton
          icon={state.isLink ? Link2Off : Link2}
          label={state.isLink ? messages.removeLink : messages.link}
          isActive={state.isLink || isEditingLink}
          onClick={handleLinkButton}
        />
        {withQuotesAndImages ? (
          <>
            <ToolbarButton
              icon={Quote}
              label={messages.quote}
              isActive={state.isQuote}
              onClick={() => editor.chain().focus().toggleBlockquote().run()}
            />
            <ToolbarButton
              icon={ImagePlus}
              label={messages.image}
              isActive={false}
              onClick={() => imageInputRef.current?.click()}
            />
            <input
              ref={imageInputRef}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              hidden
              aria-label={messages.image}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                readImageFile(file).then(
                  (src) =>
                    editor
                      .chain()
                      .focus()
                      .insertContent({ type: 'image', attrs: { src, alt: file.name } })
                      .run(),
                  () => onImageRefused(messages.imageTooLarge),
                );
              }}
            />
          </>
        ) : null}
        {end ? <div className="ml-auto flex items-center gap-2 pr-1">{end}</div> : null}
      </div>
      {isEditingLink ? (
        <LinkForm
          onApply={(href) => {
            applyLink(editor, href);
            setIsEditingLink(false);
          }}
          onCancel={() => {
            setIsEditingLink(false);
            editor.commands.focus();
          }}
        />
      ) : null}
    </div>
  );
}

function ToolbarButton({
  icon: Icon,
  label,
  isActive,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  isActive: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={isActive}
      // Keep the editor's selection: a press on the toolbar must not move focus first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={clsx(
        'inline-flex size-8 items-center justify-center rounded-md transition-colors',
        isActive ? 'bg-brand-100 text-brand-800' : 'text-zinc-600 hover:bg-zinc-200',
        focusRing,
      )}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}

function LinkForm({
  onApply,
  onCancel,
}: {
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const inputId = useId();
  const [href, setHref] = useState('');

  function apply() {
    if (href.trim()) onApply(href.trim());
    else onCancel();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the link here; it must not submit the form around the editor.
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-zinc-200 px-2 py-2">
      <label htmlFor={inputId} className="sr-only">
        {messages.linkAddressLabel}
      </label>
      <input
        id={inputId}
        type="url"
        autoFocus
        value={href}
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={handleKeyDown}
        className={clsx(
          inputClasses,
          'min-w-0 flex-1 border-zinc-300 py-1 focus:border-brand-500 focus:ring-brand-200',
        )}
      />
      <Button size="sm" onClick={apply}>
        {messages.applyLink}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {messages.cancelLink}
      </Button>
    </div>
  );
}

/** Links the selection, or inserts the address itself as a link when nothing is selected. */
function applyLink(editor: Editor, href: string) {
  const chain = editor.chain().focus();
  if (editor.state.selection.empty && !editor.isActive('link')) {
    chain
      .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
      .run();
  } else {
    chain.extendMarkRange('link').setLink({ href }).run();
  }
}
