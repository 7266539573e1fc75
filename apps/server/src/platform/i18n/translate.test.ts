import { describe, expect, it } from 'vitest';
import { bn } from './messages.bn';
import { en } from './messages.en';
import { isMessageKey, keyOr, translator } from './translate';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)(?:, unit)?\}\}/g)].map((m) => m[1]).sort();

describe('server messages', () => {
  it('fill i18next placeholders, the web’s syntax, in the request’s language', () => {
    expect(translator('en')('rule.minLength', { field: 'Password', min: 6 })).toBe(
      'Password must be at least 6 characters',
    );
    expect(translator('bn')('uploadTooLarge', { mb: 5 })).toContain('5');
    // A language without a server catalogue reads English.
    expect(translator('fr')('loginLocked', { minutes: 15 })).toBe(translator('en')('loginLocked', { minutes: 15 }));
  });

  it('use one placeholder syntax, with the same placeholders in Bengali as in English', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(text.replace(/\{\{\w+(, unit)?\}\}/g, ''), key).not.toMatch(/[{}]/);
      expect(placeholders(bn[key as keyof typeof en]), key).toEqual(placeholders(text));
    }
  });

  it('write a wait with its unit in the language’s plural: never "1 minutes"', () => {
    const en = translator('en');
    expect(en('tooManyRequests', { minutes: 1 })).toBe('Too many requests, please retry after 1 minute');
    expect(en('loginLocked', { minutes: 15 })).toBe('Too many failed logins, please retry after 15 minutes');
    expect(en('rateLimited', { seconds: 1 })).toMatch(/retry in 1 second$/);
    expect(en('rateLimited', { seconds: '30' })).toMatch(/retry in 30 seconds$/);
    // Arabic's singular and dual carry no numeral; its plural does, in Latin digits as elsewhere.
    expect(translator('ar')('tooManyRequests', { minutes: 1 })).toMatch(/بعد دقيقة$/);
    expect(translator('ar')('tooManyRequests', { minutes: 5 })).toMatch(/بعد 5 دقائق$/);
    // Bengali's word does not change with the number; it keeps its own (case-marked) word.
    expect(translator('bn')('tooManyRequests', { minutes: 1 })).toContain('1 মিনিট');
  });

  it('check keys built at run time against the catalogue', () => {
    expect(isMessageKey('withdraw.status.paid')).toBe(true);
    expect(isMessageKey('withdraw.status.nope')).toBe(false);
    expect(keyOr('contractState.nope', 'contractState')).toBe('contractState');
  });
});
