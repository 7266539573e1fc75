import { createContext, useContext } from 'react';

export type ModalName = 'login' | 'register' | 'forgot' | 'help' | null;
export type ModalState = {
  modal: ModalName;
  helpSection?: string;
  open: (m: ModalName, section?: string) => void;
  close: () => void;
};

export const ModalContext = createContext<ModalState>({ modal: null, open: () => {}, close: () => {} });
export const useModals = () => useContext(ModalContext);
