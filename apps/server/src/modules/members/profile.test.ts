import { API, PROFILE_API } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountsKit } from '../../../test/accounts-kit';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../sessions/sessions.service';
import { members } from './members.tables';

const { app, db, seal, en, member, now, tick } = await accountsKit();

const login = async (username: string, extra: object = {}) => {
  const res = await app.inject({
    method: 'POST',
    url: API.login,
    payload: await seal({ username, password: 'Secret123', ...extra }),
    headers: en,
  });
  expect(res.statusCode).toBe(200);
  return { ...en, token: res.json().value.token as string };
};
const row = async (id: number) => (await db.select().from(members).where(eq(members.id, id)))[0];
const EMPTY = {
  nickname: '',
  birthday: '',
  address: '',
  nationality: '',
  occupation: '',
  incomeSource: '',
  telegram: '',
  zalo: '',
};
const save = (auth: Record<string, string>, body: object) =>
  app.inject({ method: 'PUT', url: PROFILE_API.profile, payload: { ...EMPTY, ...body }, headers: auth });
/** yyyy-MM-dd of `years` years before now (minus `days` days), on the brand's day (Asia/Dhaka is ahead of UTC). */
const yearsAgo = (years: number, days = 0) => {
  const d = new Date(now().getTime() + 6 * 3600_000);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

describe('profile', () => {
  it('saves every label of spec §3, shows them back, and the nickname reaches member info', async () => {
    const m = await member('prof01', { profile: { line: 'keep-me' } });
    const auth = await login('prof01');
    const body = {
      nickname: 'Tiger King',
      realName: 'Rahim Uddin',
      birthday: yearsAgo(30),
      address: 'House 12, Road 5, Dhaka',
      nationality: 'Bangladeshi',
      occupation: 'Engineer',
      incomeSource: 'salary',
      telegram: '@tiger_king',
      zalo: '0912345678',
    };
    const res = await save(auth, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ ...body, realNameLocked: true, ageGate: 18 });
    const r = await row(m.id);
    expect(r?.profile).toMatchObject({ line: 'keep-me', telegram: '@tiger_king', incomeSource: 'salary' });
    expect(r?.payeeName).toBe('Rahim Uddin');
    const info = await app.inject({ url: API.memberInfo, headers: auth });
    expect(info.json().value.nickname).toBe('Tiger King');

    // Empty clears a label; the real name is set once (it is the payout holder name).
    const again = await save(auth, { ...body, telegram: '', realName: 'Someone Else' });
    expect(again.json().value).toMatchObject({ telegram: '', realName: 'Rahim Uddin' });
    expect((await row(m.id))?.profile).not.toHaveProperty('telegram');
  });

  it('names each bad field at once, in the language asked, and stores nothing', async () => {
    const m = await member('prof02', { nickname: 'Before' });
    const auth = await login('prof02');
    const res = await save(
      { ...auth, 'accept-language': 'bn' },
      {
        nickname: 'bad<script>',
        birthday: '2001-02-29',
        telegram: 'ab',
        zalo: 'call me',
        nationality: '123',
        incomeSource: 'lottery',
        realName: 'R2D2',
      },
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().value.fields as { field: string; message: string }[];
    expect(fields.map((f) => f.field).sort()).toEqual(
      ['birthday', 'incomeSource', 'nationality', 'nickname', 'realName', 'telegram', 'zalo'].sort(),
    );
    expect(fields.find((f) => f.field === 'nickname')?.message).toContain('ডাকনাম');
    expect(fields.find((f) => f.field === 'realName')?.message).toBe('আসল নামের বিন্যাস সঠিক নয়');
    expect(res.json().message).toContain('ডাকনাম');
    expect((await row(m.id))?.nickname).toBe('Before');
    expect((await row(m.id))?.payeeName).toBeNull();
  });

  it('refuses a birthday under the age gate (and one in the future) and stores nothing', async () => {
    const m = await member('prof03');
    const auth = await login('prof03');
    const young = await save(auth, { nickname: 'Young', birthday: yearsAgo(18, -1) });
    expect(young.statusCode).toBe(400);
    expect(young.json().value.fields).toEqual([
      { field: 'birthday', rule: 'age', message: 'Birthday: you must be 18 or older' },
    ]);
    expect((await row(m.id))?.nickname).toBeNull();
    expect((await save(auth, { birthday: yearsAgo(-1) })).json().value.fields[0].rule).toBe('age');
    expect((await save(auth, { birthday: yearsAgo(18) })).statusCode).toBe(200);
  });

  it('is closed to guests', async () => {
    expect((await app.inject({ url: PROFILE_API.profile, headers: en })).statusCode).toBe(401);
  });
});

describe('avatar', () => {
  it('stores the choice and shows it in member info and the header icon; an unknown one is refused', async () => {
    const m = await member('ava01');
    const auth = await login('ava01');
    const before = (await app.inject({ url: API.memberIcon, headers: auth })).json().value.iconUrl;
    expect(before).toBe(`/static/avatar/avatar-${(m.id % 6) + 1}.svg`);
    const res = await app.inject({ method: 'PUT', url: PROFILE_API.avatar, payload: { avatar: 9 }, headers: auth });
    expect(res.json().value).toEqual({ avatar: 9, iconUrl: '/static/avatar/avatar-9.svg' });
    expect((await app.inject({ url: API.memberIcon, headers: auth })).json().value.iconUrl).toBe(
      '/static/avatar/avatar-9.svg',
    );
    expect((await app.inject({ url: API.memberInfo, headers: auth })).json().value.avatarUrl).toBe(
      '/static/avatar/avatar-9.svg',
    );
    const bad = await app.inject({ method: 'PUT', url: PROFILE_API.avatar, payload: { avatar: 13 }, headers: auth });
    expect(bad.json().value.fields[0]).toMatchObject({ field: 'avatar', message: 'Avatar must be at most 12' });
    expect((await row(m.id))?.avatar).toBe(9);
  });
});

describe('remember me', () => {
  const alive = async (auth: Record<string, string>) =>
    (await app.inject({ url: API.memberInfo, headers: auth })).statusCode === 200;

  it('lifts the 2-hour idle limit for 24 hours; a session without it dies idle', async () => {
    await member('rem01');
    const plain = await login('rem01');
    const remembered = await login('rem01', { remember: true });
    tick(SESSION_IDLE_MS + 60_000);
    expect(await alive(plain)).toBe(false);
    expect(await alive(remembered)).toBe(true);
    tick(SESSION_IDLE_MS + 60_000); // idle again, still within 24 hours
    expect(await alive(remembered)).toBe(true);
    tick(SESSION_ABSOLUTE_MS - 2 * (SESSION_IDLE_MS + 60_000) + 1_000);
    expect(await alive(remembered)).toBe(false);
  });
});
