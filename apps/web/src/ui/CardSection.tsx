import type { ReactNode } from 'react';
import { Card } from './Card';

type CardSectionProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** Anchor of the section (e.g. /settings#password); also names its title for aria. */
  id?: string;
};

/** A card with a titled header: the unit settings and dashboard pages are built from. */
export function CardSection({ title, description, actions, children, id }: CardSectionProps) {
  const titleId = id ? `${id}-title` : undefined;
  return (
    <Card className="overflow-hidden">
      <section id={id} aria-labelledby={titleId} className="scroll-mt-20">
        <header className="flex flex-col gap-3 border-b border-zinc-100 px-5 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold text-zinc-900">
              {title}
            </h2>
            {description ? <p className="mt-1 text-sm text-zinc-500">{description}</p> : null}
          </div>
          {actions ? <div className="shrink-0">{actions}</div> : null}
        </header>
        <div className="px-5 py-5 sm:px-6">{children}</div>
      </section>
    </Card>
  );
}
