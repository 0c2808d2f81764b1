import { focusRing } from '../../../ui/focusRing';
import { legalMessages, type LegalSection } from '../legal.messages';

type LegalDocumentProps = {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
};

/** A readable long-form page with a table of contents. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-label={legalMessages.contentsLabel} className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">
              {legalMessages.contentsLabel}
            </p>
            <ul className="mt-3 space-y-2 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className={`rounded text-zinc-600 hover:text-brand-700 ${focusRing}`}
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <article className="max-w-3xl">
          <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-2 text-sm text-zinc-500">
            {legalMessages.lastUpdatedLabel}:{' '}
            <time dateTime={legalMessages.lastUpdated}>{legalMessages.lastUpdated}</time>
          </p>
          <p className="mt-6 text-lg leading-8 text-zinc-700">{intro}</p>
          {sections.map((section) => (
            <section key={section.id} id={section.id} className="mt-10 scroll-mt-24">
              <h2 className="text-xl font-semibold text-zinc-900">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-7 text-zinc-700">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
