/** The install guides, one page per way of installing (spec §2: iOS, Android and the lite app). */
export const APP_PLATFORMS = ['ios', 'android', 'lite'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];
export const appPath = (p: AppPlatform) => `/app/${p}`;

/**
 * The address a QR code carries: the guide page on the site the visitor is on (location.origin, the origin
 * the browser itself loaded), never an address a server built from a request's Host header.
 */
export const appUrl = (p: AppPlatform) => `${window.location.origin}${appPath(p)}`;

/** The guide that fits the phone this page is open on (the lite app for anything else). */
export function platformOfDevice(ua = navigator.userAgent): AppPlatform {
  if (/iPhone|iPad|iPod/i.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  return 'lite';
}
