import { expect, type Locator, test } from '@playwright/test';
import pg from 'pg';
import { field, UI } from './auth-ui';
import { quietPopups, settled, shot } from './support';

// The e2e server's own embedded cluster (see playwright.config.ts).
const dbUrl = `postgres://platform:platform@127.0.0.1:${process.env.E2E_PG_PORT ?? 55439}/postgres`;

async function setCaptchaRule(enabled: boolean) {
  const client = new pg.Client(dbUrl);
  await client.connect();
  await client.query(`update register_rules set enabled = $1 where field = 'captcha'`, [enabled]);
  await client.end();
}

/** A field sits wholly above a dialog's sticky action row (not covered by it). */
async function expectAboveFooter(modal: Locator, input: Locator) {
  await expect(async () => {
    const box = await input.boundingBox();
    const footer = await modal.locator('[data-dialog-footer]').boundingBox();
    expect(box && footer && box.y + box.height <= footer.y).toBe(true);
  }).toPass({ timeout: 5_000 });
}

test.describe('registration by username', () => {
  // A browser test cannot read a captcha, so the operator switch for it is turned off. It stays off:
  // the e2e cluster is thrown away after the run, and turning it back on would race the phone run.
  test.beforeAll(() => setCaptchaRule(false));
  test.beforeEach(({ page }) => quietPopups(page));

  test('a visitor registers, is logged in and reaches the member center', async ({ page }, info) => {
    const username = `Ritu${info.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 1_000_000}`;
    await page.goto('/register');
    const modal = page.getByTestId('register-modal');
    // The brand's fields load after the modal opens; the button (always on screen) waits for them.
    await expect(modal.getByLabel(/ইউজারনেম/)).toBeVisible();
    await modal.getByRole('button', { name: /Create account|অ্যাকাউন্ট খুলুন/ }).click();
    await expect(
      modal.getByText('নিশ্চিতকরণ ইনপুট ভুল').or(modal.getByText('* চিহ্নিত ঘরগুলো পূরণ করা আবশ্যক')).first(),
    ).toBeVisible();
    await modal.getByLabel(/ইউজারনেম/).fill(username);
    await modal.getByLabel(/^পাসওয়ার্ড \*$/).fill('Secret123');
    await modal.getByLabel(/পাসওয়ার্ড নিশ্চিত করুন/).fill('Secret123');
    await modal.getByRole('checkbox').nth(0).check();
    await modal.getByRole('checkbox').nth(1).check();
    await settled(page);
    await shot(page, info, 'register-filled-bn');
    await modal.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();
    await expect(modal).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^[\w-]{43}$/);
    await page.goto('/member');
    await expect(page.getByTestId('member-center')).toBeVisible();
  });
});

test.describe('register form errors', () => {
  test.beforeAll(() => setCaptchaRule(false));
  test.beforeEach(({ page }) => quietPopups(page));

  // One flow, on the phone in Bengali (the project tags, as every one-device flow).
  test("none on an untouched form, each field after it is left or on submit, the server's on its field @phone", async ({
    page,
  }, info) => {
    const ui = UI.bn;
    await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
    await page.goto('/register');
    const modal = page.getByTestId('register-modal');
    const errors = modal.locator('[data-field-error]');
    const username = field(modal, ui.username);
    await expect(username).toBeVisible();
    // The form is taller than the phone: its button is on screen anyway, without scrolling.
    await expect(modal.getByTestId('register-submit')).toBeInViewport({ ratio: 1 });
    // So are the links under it (forgot password, switch to log in), in the same sticky row.
    await expect(modal.getByRole('button', { name: 'লগ ইন', exact: true })).toBeInViewport({ ratio: 1 });
    await expect(modal.getByRole('button', { name: ui.forgot })).toBeInViewport({ ratio: 1 });
    // Untouched: nothing is marked wrong, even after a look around.
    await expect(errors).toHaveCount(0);
    await expect(modal.locator('[aria-invalid="true"]')).toHaveCount(0);
    // Leaving a required field empty marks that field only.
    await username.focus();
    await field(modal, ui.password).focus();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(errors).toHaveCount(1);
    // Submitting shows every problem at once: the passwords, the two consents.
    await modal.getByTestId('register-submit').click();
    await expect(field(modal, ui.password)).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByText('অনুগ্রহ করে শর্তাবলী গ্রহণ করুন')).toBeVisible();
    expect(await errors.count()).toBeGreaterThanOrEqual(5);
    await settled(page);
    await shot(page, info, 'register-errors-bn');
    // A taken username: the server's message lands under the username (its description) and only
    // there: no alert above the button repeats it ('Please check Username: ...'). Editing clears it.
    await username.fill('player01');
    await field(modal, ui.password).fill('Secret123');
    await field(modal, ui.confirm).fill('Secret123');
    await modal.getByRole('checkbox').nth(0).check();
    await modal.getByRole('checkbox').nth(1).check();
    await expect(errors).toHaveCount(0);
    await modal.getByTestId('register-submit').click();
    await expect(username).toHaveAccessibleDescription('এই ইউজারনেম আগেই নিবন্ধিত');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByText('এই ইউজারনেম আগেই নিবন্ধিত')).toHaveCount(1);
    await expect(modal.getByRole('alert')).toHaveCount(0);
    // The button is at the bottom, the refused field at the top: it is brought into view, focused,
    // with its message, and not under the action row.
    await expect(username).toBeFocused();
    await expect(username).toBeInViewport({ ratio: 1 });
    await expect(modal.getByText('এই ইউজারনেম আগেই নিবন্ধিত')).toBeInViewport({ ratio: 1 });
    await expectAboveFooter(modal, username);
    await settled(page);
    await shot(page, info, 'register-server-error-bn');
    // The on-screen keyboard (the visual viewport shrinking): a field typed in low in the form stays
    // in sight above the action row, and the button stays on screen.
    const last = modal.locator('input[type="text"], input[type="password"]').last();
    await last.focus();
    const size = page.viewportSize() ?? { width: 412, height: 915 };
    await page.setViewportSize({ width: size.width, height: Math.round(size.height * 0.55) });
    await expect(last).toBeInViewport({ ratio: 1 });
    await expectAboveFooter(modal, last);
    await expect(modal.getByTestId('register-submit')).toBeInViewport({ ratio: 1 });
    await page.setViewportSize(size);
    await username.fill(`Nila${Date.now() % 1_000_000}`);
    await expect(username).toHaveAttribute('aria-invalid', 'false');
  });
});
