import { useEffect, useState } from 'react';
import type { Blocker } from 'react-router';

/** How long a blocked navigation waits for the last changes to be stored before it asks. */
export const LEAVE_SAVE_GRACE_MS = 2_000;

/**
 * A navigation held while changes were on their way to the server goes on by itself once they
 * are stored (usually within a moment: the editor also writes on blur, when a menu or the
 * palette takes the focus); "Leave without saving?" is asked only when they are still not
 * stored after a grace period. Answers whether to show that question.
 */
export function useLeaveAfterSave(blocker: Blocker, isDirty: boolean): boolean {
  const [isGraceOver, setIsGraceOver] = useState(false);
  const isBlocked = blocker.state === 'blocked';

  useEffect(() => {
    if (isBlocked && !isDirty) blocker.proceed();
  }, [blocker, isBlocked, isDirty]);

  useEffect(() => {
    if (!isBlocked) {
      setIsGraceOver(false);
      return;
    }
    const timer = setTimeout(() => setIsGraceOver(true), LEAVE_SAVE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [isBlocked]);

  return isBlocked && isDirty && isGraceOver;
}
