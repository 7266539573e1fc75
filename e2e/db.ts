import pg from 'pg';

// The e2e server's own embedded cluster (see playwright.config.ts).
const dbUrl = `postgres://platform:platform@127.0.0.1:${process.env.E2E_PG_PORT ?? 55439}/postgres`;

/** One statement against the e2e database (operator switches, and reading the outbox). */
export async function sql<T extends object = Record<string, unknown>>(text: string, params: unknown[] = []) {
  const client = new pg.Client(dbUrl);
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Every test here logs in from 127.0.0.1, both viewports at once, so the per-IP limits (captcha
 * after 3 failed logins or 3 SMS from one IP) would trip across unrelated tests. They are API-tested
 * with their real values; here an operator raises them (registrations per IP per hour too). The
 * captcha rule is off because a browser test cannot read a captcha image; the proof-of-work stays
 * on and the browser solves it.
 */
export async function relaxIpLimits() {
  await sql(
    `update brands set login_captcha_after = 10000, sms_captcha_after = 10000, sms_per_ip_per_hour = 10000,
       register_per_ip_per_hour = 10000`,
  );
  await sql(`update register_rules set enabled = false where field = 'captcha'`);
}

/** The latest SMS code sent to a number, read from the outbox the way an operator would. */
export async function latestCode(e164: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const rows = await sql<{ body: string }>(
      `select body from outbox_messages where channel = 'sms' and recipient = $1 order by id desc limit 1`,
      [e164],
    );
    const code = rows[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS for ${e164}`);
}

/** A fresh national number (10 digits, Bangladesh style) for a test that registers by mobile. */
export const freshMobile = () => `17${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
