import { useSyncExternalStore } from 'react';

/**
 * Whether the chat window is open: the float service's live chat entry and the chat launch open it
 * from anywhere. Kept apart from the window itself so opening costs the first paint nothing.
 */
let open = false;
const listeners = new Set<() => void>();
const set = (v: boolean) => {
  open = v;
  for (const l of listeners) l();
};
export const openChat = () => set(true);
export const closeChat = () => set(false);
export const useChatOpen = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
