import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/800.css';
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/600.css';
import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OpsApp } from './app/OpsApp';
import { initOpsI18n } from './i18n';

/** The operators' back office (ops.html, served at /ops): its own entry, never in the players' bundle. */
async function start(root: HTMLElement) {
  await initOpsI18n();
  createRoot(root).render(
    <StrictMode>
      <OpsApp />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
