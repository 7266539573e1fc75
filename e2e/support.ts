import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

export const SCREENS = path.join('test-results', 'screens');
mkdirSync(SCREENS, { recursive: true });

/** Opens the site with a language and theme already chosen, as a returning visitor would have. */
export async function prime(page: Page, lang: 'bn' | 'en', theme: 'dark' | 'light') {
  await page.addInitScript(
    ([l, t]) => {
      // Init scripts run in every frame; the game window is a sandboxed frame with no storage, where
      // reading it throws (the window's own "uncaught error"). Only the site's page is primed.
      if (window !== window.top) return;
      if (!sessionStorage.getItem('e2e-primed')) {
        localStorage.setItem('lang', l as string);
        localStorage.setItem('theme', t as string);
        // Announcement popups have their own spec; elsewhere they would cover what is being tested.
        sessionStorage.setItem('popupClosed', 'A,B,F');
        sessionStorage.setItem('e2e-primed', '1');
      }
    },
    [lang, theme],
  );
}

/** Saves a full-page screenshot named by what it shows and which viewport it was taken on. */
export async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: path.join(SCREENS, `${name}-${info.project.name}.png`), fullPage: false });
}

/** Waits until the page's fonts are in and every image has loaded, so screenshots are complete. */
export async function settled(page: Page) {
  await page.waitForFunction(
    () => [...document.images].every((img) => img.complete || img.loading === 'lazy'),
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/**
 * Collects the uncaught errors of the page and of every frame in it (the game window included).
 * Call before navigating; expect the list empty where the flow ends.
 */
export function uncaughtErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Keeps the announcement popups closed for a test that does not prime language and theme. */
export async function quietPopups(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return; // not the sandboxed game frame (see prime)
    if (!sessionStorage.getItem('e2e-quiet')) {
      sessionStorage.setItem('popupClosed', 'A,B,F');
      sessionStorage.setItem('e2e-quiet', '1');
    }
  });
}
