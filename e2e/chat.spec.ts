import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { relaxIpLimits } from './db';
import { signInToBackOffice } from './ops-ui';
import { signedUp } from './session';
import { prime, settled, shot } from './support';

/** A small real PNG (a gold square with a dark stripe), so the bubble shows an actual picture. */
function png(w: number, h: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = (table[(c ^ x) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * (w * 3 + 1) + 1 + x * 3;
      const stripe = Math.abs(x - y) < 6;
      rows.set(stripe ? [20, 30, 60] : [245, 196, 81], i);
    }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.beforeAll(relaxIpLimits);

/** The float service's live chat entry: the headset, then "24/7 Live Chat". */
async function openChat(page: Page) {
  await page.getByTestId('float-service').locator('button:visible').first().click();
  await page.getByTestId('float-livechat').click();
  await expect(page.getByTestId('chat-window')).toBeVisible();
}

test('a member and the operator console chat both ways, with an image from the member @desktop', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const username = `chat${Date.now().toString(36).slice(-7)}`;
  await prime(page, 'en', 'dark');
  await signedUp(page, 'en', username);

  // The operator console in its own browser context: login, then the heartbeat makes the brand online.
  const opsContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const ops = await opsContext.newPage();
  await ops.goto('/ops/support');
  await signInToBackOffice(ops);
  await expect(ops.getByTestId('ops-online')).toBeVisible();

  await openChat(page);
  await expect(page.getByTestId('chat-status')).toContainText('We are online');
  await page.getByTestId('chat-input').fill('Hello, my deposit has not arrived');
  await page.getByTestId('chat-input').press('Enter');
  await expect(page.getByTestId('bubble-own')).toContainText('Hello, my deposit has not arrived');
  await page.getByTestId('chat-attach-input').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: png(160, 120),
  });
  await expect(page.getByTestId('chat-preview')).toBeVisible();
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('bubble-own').getByTestId('chat-image')).toBeVisible();

  // The operator sees the conversation with its unread count (by polling), opens it and answers.
  const row = ops.locator(`[data-testid="ops-conversation"][data-name="${username}"]`);
  await expect(row.getByTestId('ops-unread')).toHaveText('2');
  await row.click();
  await expect(ops.getByTestId('bubble-other').first()).toContainText('Hello, my deposit has not arrived');
  await expect(ops.getByTestId('bubble-other').getByTestId('chat-image')).toBeVisible();
  await expect(row.getByTestId('ops-unread')).toHaveCount(0);
  await ops.getByTestId('chat-input').fill('Hi! Let me check that <b>for you</b>.');
  await ops.getByTestId('chat-send').click();

  // Back on the member's side: the reply as text (no HTML), and the member's messages read.
  await expect(page.getByTestId('bubble-other')).toHaveText(/Let me check that <b>for you<\/b>\./);
  await expect(page.getByTestId('bubble-own').first().getByTestId('tick-read')).toBeVisible();
  await page.getByTestId('chat-input').fill('Thank you');
  await page.getByTestId('chat-input').press('Enter');
  await expect(ops.getByTestId('bubble-other').last()).toContainText('Thank you');
  await settled(page);
  await shot(page, info, 'chat-window-en');
  await shot(ops, info, 'ops-chat-console-en');
  await ops.getByRole('button', { name: 'বাংলা' }).click();
  await expect(ops.getByTestId('ops-close')).toHaveText('চ্যাট বন্ধ করুন');
  await shot(ops, info, 'ops-chat-console-bn');

  // The operator closes the conversation; the member's window says so.
  await ops.getByTestId('ops-close').click();
  await expect(page.getByTestId('chat-closed')).toBeVisible();
  await opsContext.close();
});

test('a guest gives a name and chats in Bengali @phone', async ({ page }, info) => {
  await prime(page, 'bn', 'dark');
  await page.goto('/');
  await openChat(page);
  const form = page.getByTestId('chat-guest-form');
  await expect(form).toContainText('আপনার নাম');
  await page.getByTestId('chat-guest-start').click();
  await expect(form.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, info, 'chat-guest-form-bn');
  await page.getByTestId('chat-guest-name').fill('রহিম');
  await page.getByTestId('chat-guest-start').click();
  await expect(page.getByTestId('chat-composer')).toBeVisible();
  await expect(page.getByTestId('chat-status')).toContainText('রহিম');
  await page.getByTestId('chat-input').fill('হ্যালো, আমি নিবন্ধন করতে পারছি না');
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('bubble-own')).toContainText('হ্যালো, আমি নিবন্ধন করতে পারছি না');
  await shot(page, info, 'chat-window-bn');
  // The window covers the whole phone screen.
  const box = await page.getByTestId('chat-window').boundingBox();
  expect(box?.width).toBe(page.viewportSize()?.width);
});
