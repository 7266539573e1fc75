import { describe, expect, it } from 'vitest';
import { bn } from './messages.bn';
import { en } from './messages.en';
import { isMessageKey, keyOr, translator } from './translate';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server messages', () => {
  it('fill i18next placeholders, the web’s syntax, in the request’s language', () => {
    expect(translator('en')('rule.minLength', { field: 'Password', min: 6 })).toBe(
      'Password must be at least 6 characters',
    );
    expect(translator('bn')('uploadTooLarge', { mb: 5 })).toContain('5');
    // A language without a server catalogue reads English.
    expect(translator('fr')('loginLocked', { minutes: 15 })).toBe(en.loginLocked.replace('{{minutes}}', '15'));
  });

  it('use one placeholder syntax, with the same placeholders in Bengali as in English', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(text.replace(/\{\{\w+\}\}/g, ''), key).not.toMatch(/[{}]/);
      expect(placeholders(bn[key as keyof typeof en]), key).toEqual(placeholders(text));
    }
  });

  it('check keys built at run time against the catalogue', () => {
    expect(isMessageKey('withdraw.status.paid')).toBe(true);
    expect(isMessageKey('withdraw.status.nope')).toBe(false);
    expect(keyOr('contractState.nope', 'contractState')).toBe('contractState');
  });
});
