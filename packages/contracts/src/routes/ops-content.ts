import { z } from 'zod';
import {
  contentImageParams,
  opsAnnouncement,
  opsAnnouncementBody,
  opsAnnouncementPage,
  opsAnnouncementQuery,
  opsBanner,
  opsBannerBody,
  opsBannerCreateBody,
  opsBannerEnabledBody,
  opsBannerOrderBody,
  opsBannerOrderResult,
  opsBannerPage,
  opsBannerQuery,
  opsHelpBody,
  opsHelpPage,
  opsHelpParams,
  opsHelpQuery,
  opsHelpSection,
} from '../ops-content';
import { opsIdParams } from '../ops-lists';
import { OPS_CONTENT_API as P } from '../ops-paths';
import { route } from '../route';

const permission = 'content' as const;

/** The back office's Content section: banners, announcements and promotions, help sections; content images. */
export const opsContentRoutes = {
  opsBanners: route({ method: 'GET', path: P.banners, query: opsBannerQuery, response: opsBannerPage, permission }),
  opsBannerCreate: route({
    method: 'POST',
    path: P.banners,
    body: opsBannerCreateBody,
    response: opsBanner,
    permission,
  }),
  opsBannerUpdate: route({
    method: 'PUT',
    path: P.banner,
    params: opsIdParams,
    body: opsBannerBody,
    response: opsBanner,
    permission,
  }),
  opsBannerEnabled: route({
    method: 'PUT',
    path: P.bannerEnabled,
    params: opsIdParams,
    body: opsBannerEnabledBody,
    response: opsBanner,
    permission,
  }),
  opsBannerOrder: route({
    method: 'PUT',
    path: P.bannerOrder,
    body: opsBannerOrderBody,
    response: opsBannerOrderResult,
    permission,
  }),
  opsBannerDelete: route({ method: 'DELETE', path: P.banner, params: opsIdParams, response: z.null(), permission }),

  opsAnnouncements: route({
    method: 'GET',
    path: P.announcements,
    query: opsAnnouncementQuery,
    response: opsAnnouncementPage,
    permission,
  }),
  opsAnnouncementCreate: route({
    method: 'POST',
    path: P.announcements,
    body: opsAnnouncementBody,
    response: opsAnnouncement,
    permission,
  }),
  opsAnnouncementUpdate: route({
    method: 'PUT',
    path: P.announcement,
    params: opsIdParams,
    body: opsAnnouncementBody,
    response: opsAnnouncement,
    permission,
  }),
  opsAnnouncementPublish: route({
    method: 'POST',
    path: P.announcementPublish,
    params: opsIdParams,
    response: opsAnnouncement,
    permission,
  }),
  opsAnnouncementUnpublish: route({
    method: 'POST',
    path: P.announcementUnpublish,
    params: opsIdParams,
    response: opsAnnouncement,
    permission,
  }),
  opsAnnouncementDelete: route({
    method: 'DELETE',
    path: P.announcement,
    params: opsIdParams,
    response: z.null(),
    permission,
  }),

  opsHelp: route({ method: 'GET', path: P.help, query: opsHelpQuery, response: opsHelpPage, permission }),
  opsHelpSave: route({ method: 'PUT', path: P.help, body: opsHelpBody, response: opsHelpSection, permission }),
  opsHelpDelete: route({
    method: 'DELETE',
    path: P.helpSection,
    params: opsHelpParams,
    response: z.null(),
    permission,
  }),

  /** A published content image: answers the bytes, not the envelope (public, no session). */
  contentImage: route({
    method: 'GET',
    path: P.image,
    params: contentImageParams,
    response: z.any().describe('The image bytes'),
  }),
};
