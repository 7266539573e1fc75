import { STORAGE_KEYS } from '@platform/contracts';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

type Theme = 'dark' | 'light';
const ThemeContext = createContext<{ theme: Theme; toggle: () => void }>({ theme: 'dark', toggle: () => {} });

const saved = (): Theme => (localStorage.getItem(STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark');

/** Dark by default; the choice is saved and applied as a class on <html> (index.html pre-applies it). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(saved);
  const toggle = useCallback(() => {
    setTheme((t) => {
      const next = t === 'dark' ? 'light' : 'dark';
      localStorage.setItem(STORAGE_KEYS.theme, next);
      document.documentElement.className = next;
      document.documentElement.dataset.theme = next;
      return next;
    });
  }, []);
  return <ThemeContext.Provider value={{ theme, toggle }}>{children}</ThemeContext.Provider>;
}

export const useTheme = () => useContext(ThemeContext);
