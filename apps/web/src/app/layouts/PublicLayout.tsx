import { Outlet } from 'react-router';
import { ToastArea } from '../providers/ToastArea';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { SkipLink } from './SkipLink';

/** Pages anyone may see: logged-out header, no app shell (spec 1 §2.1). */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SkipLink />
      <PublicHeader />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <PublicFooter />
      <ToastArea placement="public" />
    </div>
  );
}
