import { STORAGE_KEYS } from '@platform/contracts';
import type { BrowserContext, Page } from '@playwright/test';
import { expectLoggedIn } from './auth-ui';
import { prime } from './support';

/** Resolves once the page's realtime socket said hello and got its snapshot. */
export function socketReady(page: Page) {
  return page
    .waitForEvent('websocket', (ws) => ws.url().endsWith('/wps/ws'))
    .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).includes('"resync"')));
}

/**
 * A tab of `context` holding the session `token` (in the same browser: as "open in new tab" copies
 * it), on the home page with its realtime socket up. `before` runs on the tab before it loads.
 */
export async function sameSessionTab(
  context: BrowserContext,
  token: string,
  lang: 'bn' | 'en',
  options: { theme?: 'dark' | 'light'; before?: (tab: Page) => void } = {},
) {
  const tab = await context.newPage();
  await prime(tab, lang, options.theme ?? 'dark');
  await tab.addInitScript(
    ([k, t]) => {
      if (window === window.top && !sessionStorage.getItem('e2e-session')) {
        sessionStorage.setItem(k as string, t as string);
        sessionStorage.setItem('e2e-session', '1');
      }
    },
    [STORAGE_KEYS.token, token],
  );
  options.before?.(tab);
  const ready = socketReady(tab);
  await tab.goto('/');
  await expectLoggedIn(tab);
  await ready;
  return tab;
}
