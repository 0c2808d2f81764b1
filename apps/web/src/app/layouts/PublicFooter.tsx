import { Link } from 'react-router';
import { focusRing } from '../../ui/focusRing';
import { LogoMark } from '../../ui/Logo';
import { layoutMessages } from './layout.messages';

const messages = layoutMessages.footer;

export function PublicFooter() {
  const linkClasses = `rounded text-sm text-zinc-500 hover:text-zinc-900 ${focusRing}`;
  return (
    <footer className="border-t border-zinc-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div className="flex items-center gap-2 text-sm text-zinc-500">
          <LogoMark className="size-6" />
          <span>
            © {new Date().getFullYear()} Worksphere. {messages.tagline}
          </span>
        </div>
        <nav aria-label={messages.navigationLabel} className="flex gap-5">
          <Link to="/privacy" className={linkClasses}>
            {messages.privacy}
          </Link>
          <Link to="/terms" className={linkClasses}>
            {messages.terms}
          </Link>
          <Link to="/login" className={linkClasses}>
            {messages.signIn}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
