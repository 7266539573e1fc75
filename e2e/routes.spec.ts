import { expect, test } from '@playwright/test';
import { prime, settled, shot } from './support';

/** Every route of spec §2 with what must be on screen once it loads. */
const ROUTES: { path: string; name: string; expects: string; layout: 'site' | 'agent' | 'game' }[] = [
  { path: '/', name: 'home', expects: 'page-home', layout: 'site' },
  { path: '/index', name: 'index', expects: 'page-home', layout: 'site' },
  { path: '/index.html', name: 'index-html', expects: 'page-home', layout: 'site' },
  { path: '/home', name: 'home-alias', expects: 'page-home', layout: 'site' },
  { path: '/login', name: 'login', expects: 'login-modal', layout: 'site' },
  { path: '/register', name: 'register', expects: 'register-modal', layout: 'site' },
  { path: '/agent', name: 'agent', expects: 'agent-login-page', layout: 'agent' },
  { path: '/agentHome', name: 'agentHome', expects: 'agent-login-page', layout: 'agent' },
  { path: '/member', name: 'member', expects: 'login-modal', layout: 'site' },
  { path: '/help', name: 'help', expects: 'help-modal', layout: 'site' },
  { path: '/sports', name: 'sports', expects: 'game-center-SPORTS', layout: 'site' },
  { path: '/esports', name: 'esports', expects: 'game-center-ESPORTS', layout: 'site' },
  { path: '/lott', name: 'lott', expects: 'game-center-LOTT', layout: 'site' },
  { path: '/elott', name: 'elott', expects: 'game-center-ELOTT', layout: 'site' },
  { path: '/cockfight', name: 'cockfight', expects: 'game-center-COCKFIGHT', layout: 'site' },
  { path: '/live', name: 'live', expects: 'game-list-LIVE', layout: 'site' },
  { path: '/fish', name: 'fish', expects: 'game-list-FISH', layout: 'site' },
  { path: '/rng', name: 'rng', expects: 'game-list-RNG', layout: 'site' },
  { path: '/rng?vassalage=TIGER_REELS', name: 'rng-vendor', expects: 'game-list-RNG', layout: 'site' },
  { path: '/pvp', name: 'pvp', expects: 'game-list-PVP', layout: 'site' },
  { path: '/bgs', name: 'bgs', expects: 'game-list-BGS', layout: 'site' },
  { path: '/favorite', name: 'favorite', expects: 'login-modal', layout: 'site' },
  { path: '/recent', name: 'recent', expects: 'login-modal', layout: 'site' },
  { path: '/lottery', name: 'lottery', expects: 'login-modal', layout: 'site' },
  { path: '/seaLottery', name: 'seaLottery', expects: 'login-modal', layout: 'site' },
  { path: '/vnLottery', name: 'vnLottery', expects: 'login-modal', layout: 'site' },
  { path: '/promotions', name: 'promotions', expects: 'page-promotions', layout: 'site' },
  { path: '/pointMall', name: 'pointMall', expects: 'page-pointMall', layout: 'site' },
  { path: '/seamless', name: 'seamless', expects: 'page-seamless', layout: 'game' },
  { path: '/lottert', name: 'lottert', expects: 'page-lottert', layout: 'game' },
  { path: '/vnlottery', name: 'vnlottery', expects: 'page-vnlottery', layout: 'game' },
  { path: '/sealottery', name: 'sealottery', expects: 'page-sealottery', layout: 'game' },
  { path: '/no-such-page', name: 'not-found', expects: 'not-found', layout: 'site' },
];

/** The matrix runs as a few tests of steps (one page each), so a run pays for a browser page per chunk, not per route. */
const CHUNK = 9;
const chunks = Array.from({ length: Math.ceil(ROUTES.length / CHUNK) }, (_, i) =>
  ROUTES.slice(i * CHUNK, (i + 1) * CHUNK),
);

// One look per device, each language and theme once: the phone in Bengali and dark (the market's
// default), the desktop in English and light (the projects leave out @desktop and @phone respectively).
// The other two looks share every component with these; system-status.spec shows all four.
const LOOKS = [
  { lang: 'bn', theme: 'dark', device: '@phone' },
  { lang: 'en', theme: 'light', device: '@desktop' },
] as const;
for (const { lang, theme, device } of LOOKS) {
  test.describe(`${lang} ${theme} ${device}`, () => {
    test.beforeEach(async ({ page }) => prime(page, lang, theme));

    for (const routes of chunks) {
      test(`${routes.map((r) => r.path).join(' ')} render their screens`, async ({ page }, info) => {
        test.setTimeout(routes.length * 30_000);
        for (const r of routes) {
          await test.step(r.path, async () => {
            const response = await page.goto(r.path);
            expect(response?.status()).toBe(200);
            await expect(page.getByTestId(r.expects)).toBeVisible();
            await expect(page.locator('html')).toHaveAttribute('lang', lang);
            await expect(page.getByTestId('loader')).toBeHidden();
            if (r.layout === 'agent') {
              await expect(page.getByTestId('site-header')).toHaveCount(0);
              await expect(page.getByTestId('site-footer')).toHaveCount(0);
              await expect(page.getByTestId('side-menu')).toHaveCount(0);
            } else {
              await expect(page.getByTestId('site-header')).toBeVisible();
              if (r.layout === 'game') await expect(page.getByTestId('side-menu')).toHaveCount(0);
            }
            await settled(page);
            await shot(page, info, `${r.name}-${lang}-${theme}`);
          });
        }
      });
    }
  });
}
