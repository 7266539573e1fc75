import { describe, expect, it } from 'vitest';
import {
  checkFieldRule,
  compilePattern,
  type FieldRuleConfig,
  fillHint,
  PATTERN_IDS,
  PATTERNS,
  type PatternId,
} from './patterns';

const rule = (id: PatternId, minLength = 1, maxLength = 40, extra: Partial<FieldRuleConfig> = {}): FieldRuleConfig => ({
  enabled: true,
  required: true,
  acceptedPattern: PATTERNS[id].pattern,
  patternId: id,
  minLength,
  maxLength,
  ...extra,
});

/** Accepted and rejected examples of every pattern family; the test below insists each family is listed. */
const CASES: Record<PatternId, { ok: string[]; bad: string[] }> = {
  ANY: { ok: ['anything goes', '😀 emoji', 'রহিম', '!@#$'], bad: [] },
  LETTER_FIRST_ALNUM: { ok: ['Rahim2026', 'abc', 'Z9'], bad: ['9abc', 'ab_c', 'ab c', 'রহিম', 'abc😀', '-abc'] },
  KANJI_DIGITS: { ok: ['张伟', '张伟2024', '2024'], bad: ['张伟 ', 'Zhang伟', '김철수', '张伟😀', '张伟!'] },
  EMAIL: { ok: ['a@b.co', 'rahim.k+1@mail.example.com'], bad: ['not-an-email', 'a@b', 'a b@c.com', '@b.com', 'a@b.c'] },
  ALNUM: { ok: ['abc123', 'ABC', '123'], bad: ['abc-123', 'abc 123', 'ä', '😀'] },
  LETTERS_AND_DIGITS: { ok: ['Secret123', 'a1'], bad: ['onlyletters', '123456', 'Secret-123', 'Secret 123'] },
  DIGITS: { ok: ['0123456789'], bad: ['12a', '１２３', '12 3', '-12'] },
  ALNUM_UPPER: { ok: ['Abc123', 'ABC'], bad: ['abc123', 'Abc-123'] },
  ENGLISH_SPACES: { ok: ['Rahim Khan', 'Rahim'], bad: [' Rahim', 'Rahim  Khan', 'Rahim ', 'Rahim2', 'রহিম'] },
  NO_SPACES: { ok: ['রহিম-2026!', 'abc😀'], bad: ['a b', 'a\tb', ' a'] },
  CHINESE_PUNCT: { ok: ['张伟', '张·伟', '张伟，你好。', '张伟！'], bad: ['张伟2024', 'Zhang', '张伟 x'] },
  DATE_YMD: {
    ok: ['2026-01-31', '1990-12-01'],
    bad: ['2026-13-01', '2026-00-10', '2026-01-32', '26-01-01', '01-31-2026'],
  },
  DATE_MDY: { ok: ['01-31-2026', '12-01-1990'], bad: ['13-01-2026', '00-10-2026', '01-32-2026', '2026-01-31'] },
  KOREAN: { ok: ['김철수'], bad: ['김철수1', 'Kim', '김 철수', '张伟', '김철수😀'] },
  THAI: { ok: ['สมชาย'], bad: ['สมชาย a', 'Somchai', 'สมชาย1', 'สมชาย😀'] },
  THAI_OR_ENGLISH: { ok: ['สมชาย', 'Somchai', 'สมชาย Somchai'], bad: ['สมชาย1', '김철수', 'রহিম', 'สมชาย😀'] },
  BENGALI_OR_ENGLISH: {
    ok: ['রহিম', 'Rahim', 'মো. রহিম', 'Md. Rahim', 'রহিম Khan'],
    bad: ['Rahim2', 'রহিম১২', '১২৩', 'สมชาย', '张伟', 'রহিম😀', 'Rahim_K'],
  },
  STRONG_PASSWORD: {
    ok: ['Secret1!', 'aB3#', 'পাসAb1@'],
    bad: ['Secret12', 'secret1!', 'SECRET1!', 'Secret!!', 'Secret1'],
  },
};

describe('pattern families', () => {
  it('lists a case for every family and every family compiles with the u flag', () => {
    expect(Object.keys(CASES).sort()).toEqual([...PATTERN_IDS].sort());
    for (const id of PATTERN_IDS) {
      const re = compilePattern(PATTERNS[id].pattern);
      if (id === 'ANY') expect(re).toBeNull();
      else expect(re?.flags).toContain('u');
    }
  });

  for (const id of Object.keys(CASES) as PatternId[]) {
    it(`${id} accepts and rejects as documented`, () => {
      for (const v of CASES[id].ok) expect(checkFieldRule(rule(id), v), `${id} should accept ${v}`).toBeNull();
      for (const v of CASES[id].bad) expect(checkFieldRule(rule(id), v), `${id} should reject ${v}`).toBe('pattern');
    });
  }

  it('the * pattern takes anything within the length', () => {
    const any = rule('ANY', 2, 5);
    expect(checkFieldRule(any, '\u0000\n😀')).toBeNull();
    expect(checkFieldRule(any, 'a')).toBe('minLength');
    expect(checkFieldRule(any, 'abcdef')).toBe('maxLength');
  });
});

describe('checkFieldRule', () => {
  const username = rule('LETTER_FIRST_ALNUM', 6, 16);

  it('measures length in code points, so Bengali, Thai and emoji count as typed', () => {
    expect(checkFieldRule(rule('BENGALI_OR_ENGLISH', 4, 4), 'রহিম')).toBeNull();
    expect(checkFieldRule(rule('THAI', 5, 5), 'สมชาย')).toBeNull();
    expect(checkFieldRule(rule('KOREAN', 3, 3), '김철수')).toBeNull();
    expect(checkFieldRule(rule('ANY', 2, 2), '😀😀')).toBeNull();
    expect(checkFieldRule(rule('ANY', 3, 3), '😀😀')).toBe('minLength');
  });

  it('checks length before the pattern, at both bounds', () => {
    expect(checkFieldRule(username, 'Abcde')).toBe('minLength');
    expect(checkFieldRule(username, 'Abcdef')).toBeNull();
    expect(checkFieldRule(username, 'A'.repeat(16))).toBeNull();
    expect(checkFieldRule(username, 'A'.repeat(17))).toBe('maxLength');
    expect(checkFieldRule(username, '9bcdef')).toBe('pattern');
  });

  it('answers required only for a required field; an empty optional field passes', () => {
    expect(checkFieldRule(username, '')).toBe('required');
    expect(checkFieldRule(username, undefined)).toBe('required');
    expect(checkFieldRule(username, null)).toBe('required');
    expect(checkFieldRule({ ...username, required: false }, '')).toBeNull();
    expect(checkFieldRule({ ...username, required: false }, '9')).toBe('minLength');
  });

  it('skips a disabled field entirely', () => {
    expect(checkFieldRule({ ...username, enabled: false }, '')).toBeNull();
    expect(checkFieldRule({ ...username, enabled: false }, '!!')).toBeNull();
  });

  it('fills the hint with the limits', () => {
    expect(fillHint(PATTERNS.LETTER_FIRST_ALNUM.hint, 6, 16)).toBe(
      'Start with a letter; letters and digits only, 6 - 16 characters',
    );
  });
});
