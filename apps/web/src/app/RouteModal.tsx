import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { type ModalName, useModals } from '../state/modals';

/** /login, /register and /help show home with their modal open; /help#term opens that section. */
export function RouteModal({ name, children }: { name: Exclude<ModalName, null>; children: ReactNode }) {
  const { open } = useModals();
  const { hash } = useLocation();
  useEffect(() => {
    open(name, hash ? hash.slice(1) : undefined);
  }, [name, hash, open]);
  return <>{children}</>;
}
