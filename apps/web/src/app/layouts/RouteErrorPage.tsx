import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button, buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { WarningTriangleIcon } from '../../ui/FirstPaintIcons';
import { layoutMessages } from './layout.messages';

const messages = layoutMessages.routeError;

/** Shown when a page throws while rendering or its code cannot be loaded (after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="flex min-h-dvh items-center justify-center bg-white">
      <EmptyState
        icon={<WarningTriangleIcon className="size-6" />}
        title={messages.title}
        description={messages.text}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={() => window.location.reload()}>{messages.reload}</Button>
            <a href="/" className={buttonClasses('secondary')}>
              {messages.home}
            </a>
          </div>
        }
      />
    </div>
  );
}
