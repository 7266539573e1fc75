import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/harness';

const { app } = await testApp();

describe('GET /wps/announcement/content', () => {
  it('returns home and promotion banners, notices, popups and promotions in the asked language', async () => {
    const res = await app.inject({
      url: '/wps/announcement/content?types=B,PL,PU,PR&platform=W',
      headers: { 'accept-language': 'en' },
    });
    const v = res.json().value;
    expect(v.banners.filter((b: { group: string }) => b.group === 'w_home')).toHaveLength(3);
    expect(v.banners.filter((b: { group: string }) => b.group === 'w_promotion')).toHaveLength(2);
    expect(v.notices[0].content).toContain('Welcome to Royal Tiger');
    expect(v.popups.map((p: { execution: string }) => p.execution).sort()).toEqual(['A', 'B', 'F']);
    expect(v.promotions.length).toBeGreaterThan(0);
  });

  it('falls back to the brand language and returns only the asked types', async () => {
    const v = (await app.inject({ url: '/wps/announcement/content?types=PL' })).json().value;
    expect(v.banners).toEqual([]);
    expect(v.notices[0].content).toContain('রয়্যাল টাইগারে স্বাগতম');
  });

  it('shows English where the operator wrote nothing in the asked language, not the brand language', async () => {
    const v = (await app.inject({ url: '/wps/announcement/content?types=B,PL&lang=ar' })).json().value;
    expect(v.notices[0].content).toContain('Welcome to Royal Tiger');
    expect(v.banners[0].title).toMatch(/^[\x20-\x7e৳]+$/);
  });
});
