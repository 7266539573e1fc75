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
  | null;
export type ModalState = {
  modal: ModalName;
  /** help: the section to open; changePassword: 'forced' when the login requires a change. */
  helpSection?: string;
  /** The page a guard sent the guest from (RequireToken): login or registration returns there. */
  returnTo?: string;
  open: (m: ModalName, section?: string) => void;
  close: () => void;
};

export const ModalContext = createContext<ModalState>({ modal: null, open: () => {}, close: () => {} });
export const useModals = () => useContext(ModalContext);
