import { Lock } from 'lucide-react';
import { EmptyState } from '../../../ui/EmptyState';
import { posMessages } from '../pos.messages';

/** Shown to members without a point-of-sale permission (the API would refuse them anyway). */
export function NoPosAccess() {
  return (
    <EmptyState
      className="min-h-[40vh]"
      icon={<Lock aria-hidden className="size-6" />}
      title={posMessages.noAccess.title}
      description={posMessages.noAccess.body}
    />
  );
}
