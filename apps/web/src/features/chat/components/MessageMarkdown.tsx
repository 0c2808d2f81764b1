import type { ChatMessage } from '@worksphere/contracts';
import clsx from 'clsx';
import { Fragment, useMemo, type ReactNode } from 'react';
import { focusRing } from '../../../ui/focusRing';
import { parseChatMarkdown, type ChatMdNode, type ChatMdTag } from '../utils/chatMarkdown';
import { MessageText } from './MessageText';

/** The classes of each allowed element; an element not listed here cannot be produced. */
const TAG_CLASSES: Record<ChatMdTag, string> = {
  p: '',
  strong: 'font-semibold',
  em: 'italic',
  s: 'line-through',
  blockquote: 'border-l-4 border-zinc-300 pl-3 text-zinc-600',
  ul: 'list-disc space-y-0.5 pl-5',
  ol: 'list-decimal space-y-0.5 pl-5',
  li: '',
};

type RenderContext = {
  chat: Pick<ChatMessage, 'mentions'>;
  userId: string;
  isInLink: boolean;
};

/**
 * A message's text rendered from its Markdown subset (utils/chatMarkdown): elements built by
 * React from an allow-list, never HTML; links open in a new tab without access to this page.
 * Loaded lazily by MessageContent, so the parser comes with the chat only.
 */
export function MessageMarkdown({
  chat,
  userId,
}: {
  chat: Pick<ChatMessage, 'content' | 'mentions'>;
  userId: string;
}) {
  const nodes = useMemo(() => parseChatMarkdown(chat.content), [chat.content]);
  return (
    <div
      data-testid="chat-message-text"
      className="space-y-1.5 text-sm leading-6 break-words text-zinc-800"
    >
      {renderNodes(nodes, { chat, userId, isInLink: false })}
    </div>
  );
}

function renderNodes(nodes: ChatMdNode[], context: RenderContext): ReactNode {
  return nodes.map((node, index) => <Fragment key={index}>{renderNode(node, context)}</Fragment>);
}

function renderNode(node: ChatMdNode, context: RenderContext): ReactNode {
  switch (node.type) {
    case 'text':
      return (
        <MessageText
          text={node.text}
          mentions={context.chat.mentions}
          userId={context.userId}
          isInLink={context.isInLink}
        />
      );
    case 'break':
      return <br />;
    case 'code':
      return (
        <code className="rounded bg-zinc-100 px-1 py-0.5 font-mono text-[0.8125rem] text-zinc-900">
          {node.text}
        </code>
      );
    case 'codeBlock':
      return (
        <pre className="overflow-x-auto rounded-lg bg-zinc-100 p-2 font-mono text-xs leading-5 whitespace-pre text-zinc-900">
          <code>{node.text}</code>
        </pre>
      );
    case 'link':
      return (
        <a
          href={node.href}
          target="_blank"
          rel="noopener noreferrer"
          className={clsx(
            'rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800',
            focusRing,
          )}
        >
          {renderNodes(node.children, { ...context, isInLink: true })}
        </a>
      );
    case 'element': {
      const children = renderNodes(node.children, context);
      const className = TAG_CLASSES[node.tag] || undefined;
      if (node.tag === 'ol') {
        return (
          <ol className={className} start={node.start}>
            {children}
          </ol>
        );
      }
      const Tag = node.tag;
      return <Tag className={className}>{children}</Tag>;
    }
  }
}
