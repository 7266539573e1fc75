import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/800.css';
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/600.css';
import '@fontsource/noto-sans-bengali/800.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { saveLanguage } from './api/account';
import { App } from './app/App';
import { hasToken } from './app/session';
import { initI18n, onLanguageChange } from './i18n';

const root = document.getElementById('root');
if (root) {
  await initI18n();
  // Spec §4: a language change notifies the server (it words SMS and mail in it).
  onLanguageChange((code) => {
    if (hasToken()) void saveLanguage(code);
  });
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
