import { z } from 'zod';
import { LIMITS } from './constants';

/**
 * One image as a JSON body carries it: the file name and its bytes in base64 (no `data:` prefix).
 * Type, size and count are checked by the server's upload service (and by the web before sending)
 * so that the spec's own messages come back (UPLOAD_TYPE, UPLOAD_TOO_LARGE, UPLOAD_TOO_MANY), not a
 * generic validation error.
 */
export const imageUpload = z.object({
  name: z.string().trim().max(255),
  data: z.string().min(1),
});
export type ImageUpload = z.infer<typeof imageUpload>;

/**
 * A list of images for a body field. `max` is documented here and enforced by the upload service,
 * which answers UPLOAD_TOO_MANY with the spec's message rather than a generic array-length error.
 */
export const imageList = (max: number = LIMITS.uploadMaxImages) =>
  z.array(imageUpload).describe(`At most ${max} png or jpg images, ${LIMITS.uploadMaxBytes / 1024 / 1024} MB each`);

/** Magic bytes of the accepted types; the declared name or mime is never trusted. */
export const IMAGE_SIGNATURES = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
} as const;
export type ImageMime = keyof typeof IMAGE_SIGNATURES;

/** The mime of an image by its first bytes, or null when it is neither png nor jpeg. */
export function sniffImage(bytes: Uint8Array): ImageMime | null {
  for (const [mime, sig] of Object.entries(IMAGE_SIGNATURES) as [ImageMime, readonly number[]][]) {
    if (bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b)) return mime;
  }
  return null;
}
