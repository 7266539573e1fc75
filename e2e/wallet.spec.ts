import { expect, type Page, test } from '@playwright/test';
import { langOf } from './auth-ui';
import { relaxIpLimits, sql } from './db';
import { fundAsOperator } from './money';
import { signedUp } from './session';
import { prime, settled, shot } from './support';

// Desktop in English, the phone in Bengali (see langOf).
test.beforeAll(relaxIpLimits);
const stamp = (p: string) => `${p === 'phone' ? 'P' : 'D'}${Date.now() % 1_000_000}`;
const TEXT = {
  en: { out: 'To game wallet', in: 'From game wallet', adjust: 'Adjustment' },
  bn: { out: 'গেম ওয়ালেটে', in: 'গেম ওয়ালেট থেকে', adjust: 'সমন্বয়' },
} as const;

async function openTab(page: Page, tab: string, testId: string) {
  await page.goto(`/member?tab=${tab}`);
  await expect(page.getByTestId(testId)).toBeVisible();
}

test('a member moves money to a game wallet and back, and the account record shows both with the balance after', async ({
  page,
  request,
}, info) => {
  const lang = langOf(info.project.name);
  const phone = info.project.name === 'phone';
  await prime(page, lang, 'dark');
  const username = `Wal${stamp(info.project.name)}`;
  await signedUp(page, lang, username, 'Secret123');
  const [row] = await sql<{ id: number }>('select id from members where account_key = lower($1)', [username]);
  await fundAsOperator(request, row?.id as number, '1000');
  await fundAsOperator(request, row?.id as number, '50', 'bonus', 'Welcome bonus');

  await openTab(page, 'transferFund', 'transfer-fund');
  await expect(page.getByTestId('wallet-main-balance')).toHaveText(/1,000\.00/);
  // Main -> Apex Sports.
  await page.getByTestId('transfer-to').selectOption('APEX_SPORTS');
  await page.getByTestId('transfer-amount').fill('250.5');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('wallet-notice')).toContainText('250.50');
  await expect(page.getByTestId('wallet-APEX_SPORTS-balance')).toHaveText('250.50');
  await expect(page.getByTestId('wallet-main-balance')).toHaveText(/749\.50/);
  await expect(page.getByTestId('balance')).toHaveText('749.50');
  // And back: swap the wallets, 100.
  await page.getByTestId('transfer-from').selectOption('APEX_SPORTS');
  await page.getByTestId('transfer-to').selectOption('main');
  await page.getByTestId('transfer-amount').fill('100');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('wallet-APEX_SPORTS-balance')).toHaveText('150.50');
  await expect(page.getByTestId('balance')).toHaveText('849.50');
  await expect(page.getByTestId('wallet-total')).toHaveText(/1,000\.00/);
  await page.getByTestId('wallet-total').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await settled(page);
  await shot(page, info, `wallet-transfer-${lang}`);

  // The account record: both movements, newest first, each with the main wallet's balance after.
  await openTab(page, 'transactionHistory', 'transaction-history');
  const rows = page.getByTestId(phone ? 'record-card' : 'record-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(TEXT[lang].in);
  await expect(rows.nth(0)).toContainText('+100.00');
  await expect(rows.nth(0)).toContainText('849.50');
  await expect(rows.nth(1)).toContainText(TEXT[lang].out);
  await expect(rows.nth(1)).toContainText('-250.50');
  await expect(rows.nth(1)).toContainText('749.50');
  await expect(rows.nth(2)).toContainText(TEXT[lang].adjust);
  await settled(page);
  await shot(page, info, `wallet-records-${lang}`);
  // Only transfers, across every wallet: each transfer seen from both of its wallets.
  await page.getByTestId('type-transfer').click();
  await page.getByTestId('record-account').selectOption('all');
  await expect(rows).toHaveCount(4);

  await openTab(page, 'personalProfit', 'personal-profit');
  await expect(page.getByTestId('profit-adjustments')).toContainText('+1,000.00');
  await expect(page.getByTestId('profit-bonuses')).toContainText('50.00');
  await settled(page);
  await shot(page, info, `wallet-profit-${lang}`);

  await openTab(page, 'bonusDetails', 'bonus-details');
  await expect(page.getByTestId('bonus-count')).toContainText('1');
  await expect(page.getByTestId('bonus-row')).toContainText('Welcome bonus');
  await expect(page.getByTestId('bonus-row')).toContainText('+50.00');
  await settled(page);
  await shot(page, info, `wallet-bonus-${lang}`);
});
