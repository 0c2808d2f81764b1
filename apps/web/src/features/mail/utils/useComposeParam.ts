import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { MAIL_COMPOSE_PARAM } from './mailComposePath';

/**
 * /mail?compose=address (a contact's "E-mail" action): once the accounts are known, opens a new
 * message to that address and takes the parameter out of the address, so a reload does not
 * open it again.
 */
export function useComposeParam(isReady: boolean, onCompose: (to: string) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const to = searchParams.get(MAIL_COMPOSE_PARAM);
  const onComposeRef = useRef(onCompose);
  useEffect(() => {
    onComposeRef.current = onCompose;
  });
  useEffect(() => {
    if (to === null || !isReady) return;
    onComposeRef.current(to);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(MAIL_COMPOSE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [to, isReady, setSearchParams]);
}
