import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/Button';
import { focusRing } from '../../../ui/focusRing';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useAuth } from '../../auth/components/useAuth';
import { AreaGrid } from '../components/AreaGrid';
import { HeroVisual } from '../components/HeroVisual';
import { homeMessages as messages } from '../home.messages';

/** `/`: what Worksphere is, and the way in. */
export function HomePage() {
  useDocumentTitle(messages.documentTitle);
  const { user } = useAuth();

  const calls = user ? (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <Link to="/dash" className={buttonClasses('primary', 'lg')}>
        {messages.openDashboard}
      </Link>
      <p className="text-sm text-zinc-500">{messages.signedInAs(user.username)}</p>
    </div>
  ) : (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Link to="/register" className={buttonClasses('primary', 'lg')}>
        {messages.register}
      </Link>
      <Link to="/login" className={buttonClasses('secondary', 'lg')}>
        {messages.login}
      </Link>
    </div>
  );

  return (
    <div>
      <section className="overflow-hidden bg-gradient-to-b from-brand-50/70 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {messages.eyebrow}
            </p>
            <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance text-zinc-900 sm:text-5xl">
              {messages.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-zinc-600">{messages.lead}</p>
            <div className="mt-8">{calls}</div>
          </div>
          <HeroVisual />
        </div>
      </section>

      <section
        aria-labelledby="areas-title"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <div className="max-w-2xl">
          <h2
            id="areas-title"
            className="text-2xl font-semibold tracking-tight text-zinc-900 sm:text-3xl"
          >
            {messages.areasTitle}
          </h2>
          <p className="mt-3 text-zinc-600">{messages.areasLead}</p>
        </div>
        <div className="mt-10">
          <AreaGrid />
        </div>
      </section>

      <section aria-labelledby="ownership-title" className="border-y border-zinc-200 bg-zinc-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2
            id="ownership-title"
            className="text-2xl font-semibold tracking-tight text-zinc-900 sm:text-3xl"
          >
            {messages.ownershipTitle}
          </h2>
          <p className="mt-3 text-zinc-600">{messages.ownershipLead}</p>
          <ul className="mt-10 grid gap-8 md:grid-cols-3">
            {messages.ownershipPoints.map((point) => (
              <li key={point.id} className="flex gap-3">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
                  <Check aria-hidden className="size-4" />
                </span>
                <div>
                  <h3 className="font-semibold text-zinc-900">{point.title}</h3>
                  <p className="mt-1.5 text-sm leading-6 text-zinc-600">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 rounded-3xl bg-brand-600 px-6 py-10 text-white sm:px-10 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 className="text-2xl font-semibold tracking-tight">{messages.closingTitle}</h2>
            <p className="mt-2 text-brand-100">{messages.closingText}</p>
          </div>
          {user ? (
            <Link to="/dash" className={buttonClasses('secondary', 'lg')}>
              {messages.openDashboard}
            </Link>
          ) : (
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link to="/register" className={buttonClasses('secondary', 'lg')}>
                {messages.register}
              </Link>
              <Link
                to="/login"
                className={`inline-flex h-12 items-center justify-center rounded-lg px-6 font-medium text-white ring-1 ring-white/50 hover:bg-brand-700 ${focusRing}`}
              >
                {messages.login}
              </Link>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
