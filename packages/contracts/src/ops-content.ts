import { z } from 'zod';
import { TAB_GROUPS } from './constants';
import { ANNOUNCEMENT_TYPES } from './content';
import { LANGUAGE_CODES } from './languages';
import { page, pageQuery } from './money';
import { imageUpload } from './uploads';

/**
 * The back office's content calls (permission 'content'): banners with their uploaded image,
 * announcements (notices PL, popups PU, promotions PR, help items H) with their schedule and text
 * per language, and the help center's sections per language. Type B of the player call is the
 * banners themselves, so it is written through the banner calls, never as an announcement.
 */

/** Banner images: png or jpeg (never svg: an uploaded svg can carry script), at most this many bytes. */
export const BANNER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Text per language code ({ en, bn, ... }); a reader gets their language, else English, else any. */
export const localisedInput = (max: number) =>
  z
    .partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().max(max))
    .refine((t) => Object.values(t).some((v) => typeof v === 'string' && v.length > 0), {
      message: 'at least one language',
    });

const instant = z.iso.datetime({ offset: true }).describe('ISO 8601 with offset');
/** A schedule: visible from `startsAt` (null: from publication) until `endsAt` (null: no end). */
const schedule = { startsAt: instant.nullable().default(null), endsAt: instant.nullable().default(null) };

/** The field a schedule is wrong in (the end not after the start), or null: both sides check alike. */
export const scheduleProblem = (startsAt?: string | null, endsAt?: string | null): 'endsAt' | null =>
  startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt) ? 'endsAt' : null;

const order = z.enum(['asc', 'desc']).default('asc');
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

// ---------------------------------------------------------------- banners

export const BANNER_LINKAGE_TYPES = ['none', 'internal', 'external', 'game', 'promotion'] as const;

export const opsBannerBody = z.object({
  group: z.enum(TAB_GROUPS).default('w_home'),
  title: localisedInput(200),
  linkageType: z.enum(BANNER_LINKAGE_TYPES).default('none'),
  /** internal: a site path (/promotions); external: an https URL; game: a game id; none: null. */
  linkage: z.string().trim().max(500).nullable().default(null),
  sequence: z.number().int().min(0).max(100_000).default(0),
  /** Languages the banner shows in (an image with Bengali text: ['bn']); empty: every language. */
  languages: z.array(z.enum(LANGUAGE_CODES)).max(LANGUAGE_CODES.length).default([]),
  active: z.boolean().default(true),
  ...schedule,
  /** The picture (png or jpeg); on update, absent keeps the current one. */
  image: imageUpload.optional(),
});
export type OpsBannerBody = z.input<typeof opsBannerBody>;
export const opsBannerCreateBody = opsBannerBody.extend({ image: imageUpload });

export const opsBanner = z.object({
  id: z.number().int(),
  group: z.enum(TAB_GROUPS),
  url: z.string(),
  mediaType: z.enum(['image', 'video']),
  title: z.record(z.string(), z.string()),
  linkageType: z.enum(BANNER_LINKAGE_TYPES),
  linkage: z.string().nullable(),
  sequence: z.number().int(),
  languages: z.array(z.string()),
  active: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Players see it now: active and inside its schedule. */
  live: z.boolean(),
  updatedAt: z.string(),
});
export type OpsBanner = z.infer<typeof opsBanner>;
export const opsBannerPage = page(opsBanner);

export const opsBannerQuery = pageQuery.extend({
  group: z.enum(TAB_GROUPS).optional(),
  active: flag.optional(),
  sort: z.enum(['sequence', 'id', 'startsAt', 'updatedAt']).default('sequence'),
  order,
});
export const opsBannerEnabledBody = z.object({ active: z.boolean() });
/** The banners of a group in their new order (first shown first); sequences become 1, 2, 3... */
export const opsBannerOrderBody = z.object({
  group: z.enum(TAB_GROUPS),
  ids: z.array(z.number().int().positive()).min(1).max(200),
});
export const opsBannerOrderResult = z.object({ group: z.enum(TAB_GROUPS), list: z.array(opsBanner) });

// ---------------------------------------------------------------- announcements

/** What an operator writes as an announcement (B is a banner: see the banner calls). */
export const OPS_ANNOUNCEMENT_TYPES = [
  'PL',
  'PU',
  'PR',
  'H',
] as const satisfies readonly (typeof ANNOUNCEMENT_TYPES)[number][];
export type OpsAnnouncementType = (typeof OPS_ANNOUNCEMENT_TYPES)[number];
/** Popups only (spec §7): A logged-in members, B visitors, F a member's first login. */
export const ANNOUNCEMENT_EXECUTIONS = ['A', 'B', 'F'] as const;

export const opsAnnouncementBody = z.object({
  type: z.enum(OPS_ANNOUNCEMENT_TYPES).describe('PL notice (marquee), PU popup, PR promotion, H help item'),
  title: localisedInput(200),
  content: localisedInput(20_000).describe('HTML per language'),
  execution: z.enum(ANNOUNCEMENT_EXECUTIONS).nullable().default(null).describe('required for PU, null otherwise'),
  sequence: z.number().int().min(0).max(100_000).default(0),
  ...schedule,
  /** The card or popup picture: absent keeps the current one, null removes it. */
  image: imageUpload.nullable().optional(),
});
export type OpsAnnouncementBody = z.input<typeof opsAnnouncementBody>;

export const opsAnnouncement = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  execution: z.enum(ANNOUNCEMENT_EXECUTIONS).nullable(),
  images: z.array(z.object({ sequence: z.number().int(), url: z.string() })),
  sequence: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  published: z.boolean(),
  /** When players first saw it (or will, when scheduled); null while a draft. */
  publishedAt: z.string().nullable(),
  /** Players see it now: published and inside its schedule. */
  live: z.boolean(),
  updatedAt: z.string(),
});
export type OpsAnnouncement = z.infer<typeof opsAnnouncement>;
export const opsAnnouncementPage = page(opsAnnouncement);

export const opsAnnouncementQuery = pageQuery.extend({
  type: z.enum(OPS_ANNOUNCEMENT_TYPES).optional(),
  published: flag.optional(),
  sort: z.enum(['sequence', 'id', 'publishedAt', 'updatedAt']).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

// ---------------------------------------------------------------- help center

/** A help section's anchor (/help#deposit): lowercase words joined by dashes. */
export const helpSectionId = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const opsHelpQuery = pageQuery.extend({ lang: z.enum(LANGUAGE_CODES).default('en') });
export const opsHelpSection = z.object({
  lang: z.enum(LANGUAGE_CODES),
  sectionId: z.string(),
  title: z.string(),
  body: z.string().describe('HTML'),
  sequence: z.number().int(),
});
export type OpsHelpSection = z.infer<typeof opsHelpSection>;
export const opsHelpPage = page(opsHelpSection).extend({
  /** Languages that have sections: a reader of another language gets the brand's, else English. */
  languages: z.array(z.string()),
});
export const opsHelpBody = z.object({
  lang: z.enum(LANGUAGE_CODES),
  sectionId: helpSectionId,
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(50_000),
  sequence: z.number().int().min(0).max(100_000).default(0),
});
export const opsHelpParams = z.object({ lang: z.enum(LANGUAGE_CODES), sectionId: helpSectionId });

/** A published content image (banner, promotion card, popup picture): public bytes. */
export const contentImageParams = z.object({ id: z.string().max(64) });
