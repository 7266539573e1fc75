import { z } from 'zod';
import { TAB_GROUPS } from './constants';

/** Announcement types of spec §7: banners, player notices, popups, promotions, hot/help items. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

export const banner = z.object({
  id: z.number().int(),
  group: z.enum(TAB_GROUPS),
  url: z.string().describe('image or video URL'),
  mediaType: z.enum(['image', 'video']),
  title: z.string(),
  linkage: z.string().nullable(),
  linkageType: z.enum(['none', 'internal', 'external', 'game', 'promotion']),
  sequence: z.number().int(),
});
export type Banner = z.infer<typeof banner>;

export const announcementItem = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  content: z.string().describe('HTML'),
  timestamp: z.string().describe('ISO 8601'),
  execution: z.enum(['A', 'B', 'F']).nullable().describe('popups: A logged in, B visitors, F first login'),
  images: z.array(z.object({ sequence: z.number().int(), url: z.string() })),
});
export type AnnouncementItem = z.infer<typeof announcementItem>;

export const announcementQuery = z.object({
  types: z.string().default('B,PL,PU,PR,H').describe('comma-separated announcement types'),
  platform: z.literal('W').default('W'),
  lang: z.string().optional(),
});

export const announcementContent = z.object({
  banners: z.array(banner),
  notices: z.array(announcementItem),
  popups: z.array(announcementItem),
  promotions: z.array(announcementItem),
  help: z.array(announcementItem),
});
export type AnnouncementContent = z.infer<typeof announcementContent>;
