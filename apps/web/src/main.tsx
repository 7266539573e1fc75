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
import { initI18n, onLanguageChange } from './i18n';
import { hasToken } from './state/session';

/** Renders once the visitor's language is loaded, so no text shows in the wrong language. */
async function start(root: HTMLElement) {
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

// Not a top-level await: one would stop the bundler from merging shared chunks into the entry,
// leaving the first load split into dozens of tiny files.
const root = document.getElementById('root');
if (root) void start(root);
