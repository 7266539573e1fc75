import { randomBytes } from 'node:crypto';
import { API, type RgLimit, type RgState } from '@platform/contracts';
import { accountsKit } from '../../../test/accounts-kit';
import { operatorLogin } from '../../../test/operator-kit';
import { sha256hex } from '../../platform/crypto/hash';
import { SESSION_ABSOLUTE_MS } from '../sessions/sessions.service';
import { sessions } from '../sessions/sessions.tables';

type Lang = 'en' | 'bn';
type Kit = Awaited<ReturnType<typeof accountsKit>>;

/**
 * What the responsible-gaming API tests share: the app on a clock they move, members logged in
 * through the sealed login (password Secret123), sessions opened directly (to prove a gate holds
 * even for a session that somehow outlived its block), and one helper per call.
 */
export async function rgKit(given?: Kit) {
  const k = given ?? (await accountsKit());
  let n = 0;

  const login = (account: string, lang: Lang = 'en', ip = '127.0.0.1') =>
    k.seal({ username: account, password: 'Secret123' }).then((payload) =>
      k.app.inject({
        method: 'POST',
        url: API.login,
        payload,
        headers: { 'accept-language': lang },
        remoteAddress: ip,
      }),
    );
  /** A new member, logged in: its id, account and token. */
  const newMember = async (extra: Parameters<Kit['member']>[1] = {}) => {
    const account = `rg${Date.now() % 1_000_000}${n++}`;
    const m = await k.member(account, extra);
    const res = await login(account);
    return { id: m.id, account, token: res.json().value.token as string };
  };
  /** A fresh token after the clock moved past the sessions' idle time. */
  const relog = async (m: { account: string }) => (await login(m.account)).json().value.token as string;
  /** A session opened directly, not through login (which a block refuses). */
  const rawSession = async (memberId: number) => {
    const token = randomBytes(32).toString('base64url');
    const now = k.now();
    const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
    await k.db.insert(sessions).values({
      tokenHash: sha256hex(token),
      memberId,
      brandId: k.brandId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    return token;
  };

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
    lang: Lang = 'en',
  ) => k.app.inject({ method, url, headers: { token, 'accept-language': lang }, ...(payload ? { payload } : {}) });
  const state = async (token: string) => (await call('GET', API.rgState, token)).json().value as RgState;
  const limitOf = (s: RgState, kind: string, period: string) =>
    s.limits.find((l) => l.kind === kind && l.period === period) as RgLimit;
  const setLimit = (token: string, kind: string, period: string, amount: unknown, lang: Lang = 'en') =>
    call('PUT', API.rgLimits, token, { kind, period, amount }, lang);
  const removeLimit = (token: string, kind: string, period: string) =>
    call('DELETE', API.rgLimit.replace(':kind', kind).replace(':period', period), token);
  const timeout = (token: string, duration: string, lang: Lang = 'en') =>
    call('POST', API.rgTimeout, token, { duration }, lang);
  const exclude = async (token: string, body: object, lang: Lang = 'en') =>
    call('POST', API.rgExclusion, token, await k.seal(body), lang);
  /** Whether a token still opens a session (member info answers 200). */
  const alive = async (token: string) =>
    (await k.app.inject({ url: API.memberInfo, headers: { token } })).statusCode === 200;

  /** An operator call; without a token, a fresh operator login (tests move the clock past session lifetimes). */
  const asOperator = async (method: 'GET' | 'POST', path: string, memberId: number, payload?: object, token?: string) =>
    k.app.inject({
      method,
      url: path.replace(':memberId', String(memberId)),
      headers: { authorization: `Bearer ${token ?? (await operatorLogin(k.app))}`, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  return {
    ...k,
    login,
    newMember,
    relog,
    rawSession,
    call,
    state,
    limitOf,
    setLimit,
    removeLimit,
    timeout,
    exclude,
    alive,
    asOperator,
  };
}
