import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { shellMessages } from '../shell.messages';

const messages = shellMessages.notFound;

/** Any unknown address inside the signed-in app. */
export function NotFoundPage() {
  useDocumentTitle(messages.documentTitle);
  return (
    <EmptyState
      className="min-h-[60vh]"
      icon={<Compass aria-hidden className="size-6" />}
      title={messages.title}
      description={messages.text}
      action={
        <Link to="/dash" className={buttonClasses('primary')}>
          {messages.goToDashboard}
        </Link>
      }
    />
  );
}
