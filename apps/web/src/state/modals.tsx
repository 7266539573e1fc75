import { createContext, useContext } from 'react';

export type ModalName =
  | 'login'
  | 'register'
  | 'forgot'
  | 'help'
  | 'changePassword'
  | 'resetPassword'
  | 'trueAccount'
  | 'logout'
  | 'feedback'
  | null;
export type ModalState = {
  modal: ModalName;
  /**
   * help: the section to open; changePassword: 'forced' when the login requires a change; login:
   * 'notLoggedIn' when a guest's action (play, favourite) needs a session.
   */
  helpSection?: string;
  /** The page a guard sent the guest from (RequireToken): login or registration returns there. */
  returnTo?: string;
  open: (m: ModalName, section?: string) => void;
  close: () => void;
  /** Fetches a modal's code ahead (pointer or focus on its button); the site layout knows the chunks. */
  preload: (m: 'login' | 'register') => void;
};

export const ModalContext = createContext<ModalState>({
  modal: null,
  open: () => {},
  close: () => {},
  preload: () => {},
});
export const useModals = () => useContext(ModalContext);
