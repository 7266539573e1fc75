import { API, type LoginResult, type PublicKeyInfo, STORAGE_KEYS } from '@platform/contracts';
import type { Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sealWith } from '../apps/server/test/seal';
import { expectLoggedIn } from './auth-ui';

/** Reads an envelope, failing loudly with the server's message. */
async function value<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { success: boolean; value: T; message?: string };
  if (!body.success) throw new Error(`${res.url}: ${body.message}`);
  return body.value;
}

// The same address as playwright.config.ts's baseURL.
const base = `http://localhost:${process.env.E2E_PORT ?? 18080}`;
const seal = sealWith(async () => value<PublicKeyInfo>(await fetch(`${base}${API.publicKey}`)));

/** The proof-of-work answer the altcha widget would send. */
async function solvedPow(): Promise<string> {
  const challenge = await value<Parameters<typeof solveChallenge>[0]['challenge']>(
    await fetch(`${base}${API.antiBotChallenge}`),
  );
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A new member registered through the real API (sealed body, proof of work), and the page opened on
 * home with that session, as after registering in the modal. For flows that test something other
 * than registration and login: the register and login forms have their own specs (accounts*,
 * register), and this spares every other flow the seconds those forms take in a loaded browser.
 */
export async function signedUp(page: Page, lang: 'bn' | 'en', username: string, password = 'Secret123') {
  const body = {
    username,
    password,
    confirmPassword: password,
    ageConfirmed: true,
    termsAccepted: true,
    altcha: await solvedPow(),
  };
  const res = await fetch(`${base}${API.register}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(await seal(body)),
  });
  const { token, firstTimeLogin } = await value<LoginResult>(res);
  await page.addInitScript(
    ([keys, t, first]) => {
      if (window !== window.top || sessionStorage.getItem('e2e-session')) return; // not the game frame; once
      sessionStorage.setItem(keys.token, t);
      if (first) sessionStorage.setItem(keys.firstLogin, '1');
      sessionStorage.setItem('e2e-session', '1');
    },
    [STORAGE_KEYS, token, firstTimeLogin] as const,
  );
  await page.goto('/');
  await expectLoggedIn(page);
}
