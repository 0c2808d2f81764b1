import type { Member } from '@worksphere/contracts';
import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../ui/Button';
import { displayNameOf } from '../../../auth/utils/displayNameOf';
import { useCurrentUser } from '../../../auth/components/useAuth';
import { suggestMembers } from '../../../chat/utils/mentions';
import { useMembersQuery } from '../../../settings/api/membersApi';
import { taskPageMessages } from '../taskPage.messages';
import { CommentMention } from './commentMention';
import { MentionList } from './MentionList';

const messages = taskPageMessages.comments;

type MentionChoice = { id: string; label: string };
type Suggestions = {
  members: Member[];
  activeIndex: number;
  choose: (choice: MentionChoice) => void;
};

/**
 * A rich-text comment editor: bold, lists and links from the keyboard (Markdown-like input
 * rules), "@" to mention an active member, Ctrl/Cmd+Enter to send. Empties itself once sent.
 */
export function CommentComposer({
  label,
  initialHtml = '',
  submitLabel,
  isBusy,
  autoFocus = false,
  onSubmit,
  onCancel,
}: {
  label: string;
  initialHtml?: string;
  submitLabel: string;
  isBusy: boolean;
  autoFocus?: boolean;
  /** Answers whether it was saved; only then the editor empties. */
  onSubmit: (html: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const listId = useId();
  const me = useCurrentUser();
  const members = useMembersQuery();
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [isEmpty, setIsEmpty] = useState(initialHtml === '');

  // The editor is built once; these refs let its callbacks see the latest values.
  const latest = useRef({ members: members.data ?? [], suggestions, submit: () => {} });
  latest.current.members = members.data ?? [];
  latest.current.suggestions = suggestions;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Placeholder.configure({ placeholder: messages.composerHint }),
      CommentMention.configure({
        suggestion: {
          items: ({ query }) =>
            suggestMembers(
              latest.current.members.filter((member) => member.active),
              query,
              me.id,
            ),
          render: () => {
            const show = (props: SuggestionProps<Member, MentionChoice>, keepIndex: boolean) =>
              setSuggestions((current) => ({
                members: props.items,
                activeIndex: keepIndex
                  ? Math.min(current?.activeIndex ?? 0, Math.max(props.items.length - 1, 0))
                  : 0,
                choose: props.command,
              }));
            return {
              onStart: (props) => show(props, false),
              onUpdate: (props) => show(props, true),
              onExit: () => setSuggestions(null),
              onKeyDown: ({ event }: SuggestionKeyDownProps) => handleSuggestionKey(event),
            };
          },
        },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'rich-text min-h-20 px-3 py-2 text-sm text-zinc-900 focus:outline-none',
      },
      handleKeyDown: (_view, event) => {
        if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
          latest.current.submit();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => setIsEmpty(current.isEmpty),
    onCreate: ({ editor: current }) => {
      if (autoFocus) current.commands.focus('end');
    },
  });

  function handleSuggestionKey(event: KeyboardEvent): boolean {
    const open = latest.current.suggestions;
    if (!open) return false;
    const count = open.members.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return true;
      const step = event.key === 'ArrowDown' ? 1 : count - 1;
      setSuggestions({ ...open, activeIndex: (open.activeIndex + step) % count });
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      const member = open.members[open.activeIndex];
      if (!member) return false;
      open.choose({ id: member.id, label: displayNameOf(member) });
      return true;
    }
    if (event.key === 'Escape') {
      setSuggestions(null);
      return true;
    }
    return false;
  }

  async function submit() {
    if (!editor || editor.isEmpty || isBusy) return;
    const saved = await onSubmit(editor.getHTML());
    if (saved) editor.commands.clearContent(true);
  }
  useEffect(() => {
    latest.current.submit = () => void submit();
  });

  return (
    <div className="space-y-2">
      <div className="relative">
        <div className="rich-text-editor overflow-visible rounded-lg border border-zinc-300 bg-white shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200 [&_span[data-type=mention]]:rounded [&_span[data-type=mention]]:bg-brand-50 [&_span[data-type=mention]]:px-0.5 [&_span[data-type=mention]]:font-medium [&_span[data-type=mention]]:text-brand-800">
          <EditorContent editor={editor} />
        </div>
        {suggestions ? (
          <MentionList
            id={listId}
            members={suggestions.members}
            activeIndex={suggestions.activeIndex}
            onChoose={(member) =>
              suggestions.choose({ id: member.id, label: displayNameOf(member) })
            }
          />
        ) : null}
      </div>
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" size="sm" onClick={onCancel} disabled={isBusy}>
            {messages.cancel}
          </Button>
        ) : null}
        <Button size="sm" isLoading={isBusy} disabled={isEmpty} onClick={() => void submit()}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
