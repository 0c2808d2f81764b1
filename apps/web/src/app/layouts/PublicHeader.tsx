import { Link } from 'react-router';
import { buttonClasses } from '../../ui/Button';
import { focusRing } from '../../ui/focusRing';
import { LogoWordmark } from '../../ui/Logo';
import { layoutMessages } from './layout.messages';

const messages = layoutMessages.header;

/** The logged-out header (spec 1 §2.3): logo, Login, Register. */
export function PublicHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label={messages.homeLabel} className={`rounded-lg p-1 ${focusRing}`}>
          <LogoWordmark />
        </Link>
        <nav aria-label={messages.navigationLabel} className="flex items-center gap-2">
          <Link to="/login" className={buttonClasses('ghost')}>
            {messages.login}
          </Link>
          <Link to="/register" className={buttonClasses('primary')}>
            {messages.register}
          </Link>
        </nav>
      </div>
    </header>
  );
}
