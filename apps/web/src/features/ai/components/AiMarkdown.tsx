import clsx from 'clsx';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../../ui/focusRing';
import { parseMarkdown, type MdBlock, type MdInline } from '../utils/parseMarkdown';

const linkClasses = clsx(
  'rounded font-medium text-brand-700 underline hover:text-brand-800',
  focusRing,
);

/** An assistant reply rendered as markdown, built from elements (never raw HTML). */
export function AiMarkdown({ source, className }: { source: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className={clsx('space-y-2 text-sm leading-6 break-words', className)}>
      {blocks.map((block, index) => (
        <Fragment key={index}>{renderBlock(block)}</Fragment>
      ))}
    </div>
  );
}

function renderBlock(block: MdBlock): ReactNode {
  switch (block.kind) {
    case 'heading':
      return <p className="font-semibold text-zinc-900">{renderInlines(block.children)}</p>;
    case 'paragraph':
      return <p>{renderInlines(block.children)}</p>;
    case 'code':
      return (
        <pre className="overflow-x-auto rounded-lg bg-zinc-100 p-2 font-mono text-xs">
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, index) => <li key={index}>{renderInlines(item)}</li>);
      return block.ordered ? (
        <ol className="list-decimal space-y-1 pl-5">{items}</ol>
      ) : (
        <ul className="list-disc space-y-1 pl-5">{items}</ul>
      );
    }
  }
}

function renderInlines(inlines: MdInline[]): ReactNode {
  return inlines.map((inline, index) => <Fragment key={index}>{renderInline(inline)}</Fragment>);
}

function renderInline(inline: MdInline): ReactNode {
  switch (inline.kind) {
    case 'text':
      return inline.text;
    case 'break':
      return <br />;
    case 'strong':
      return <strong className="font-semibold">{renderInlines(inline.children)}</strong>;
    case 'em':
      return <em>{renderInlines(inline.children)}</em>;
    case 'code':
      return <code className="rounded bg-zinc-100 px-1 font-mono text-xs">{inline.text}</code>;
    case 'link':
      // Paths of this app stay in the app; other addresses open beside it.
      return inline.href.startsWith('/') ? (
        <Link to={inline.href} className={linkClasses}>
          {renderInlines(inline.children)}
        </Link>
      ) : (
        <a href={inline.href} target="_blank" rel="noreferrer noopener" className={linkClasses}>
          {renderInlines(inline.children)}
        </a>
      );
  }
}
