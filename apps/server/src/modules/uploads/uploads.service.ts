import { createHash } from 'node:crypto';
import { type ImageMime, type ImageUpload, LIMITS, sniffImage } from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { AppError } from '../../platform/http/app-error';
import type { UploadsStore } from './uploads.store';

/**
 * Body limit of a route taking images: the largest allowed set in base64 (4/3 of the bytes) plus
 * room for the rest of the JSON. Fastify's default for the app (8 MB) is too small for 3 x 5 MB.
 */
export const IMAGE_BODY_LIMIT = Math.ceil((LIMITS.uploadMaxImages * LIMITS.uploadMaxBytes * 4) / 3) + 2 * 1024 * 1024;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CheckedImage = { mime: ImageMime; bytes: Buffer };

type UploadCode = 'UPLOAD_TOO_MANY' | 'UPLOAD_TOO_LARGE' | 'UPLOAD_TYPE';
const refuse = (code: UploadCode, field: string, rule: string, max: number = LIMITS.uploadMaxImages) =>
  new AppError(
    code,
    { max, mb: LIMITS.uploadMaxBytes / 1024 / 1024, field },
    { fields: [{ field, rule, message: '' }] },
  );

/**
 * Checks images in the order of spec §5: too many, then each one's type by its magic bytes (never
 * its name), then its decoded size. Each refusal names the field: `proof` for the count, `proof.1`
 * for the second image. A tolerated `data:...;base64,` prefix is dropped; anything not base64 is
 * not a png or jpg either.
 */
export function checkImages(images: readonly ImageUpload[], field: string, max: number = LIMITS.uploadMaxImages) {
  if (images.length > max) {
    const refusal = refuse('UPLOAD_TOO_MANY', field, 'uploadTooMany', max);
    // "more than 1 images" reads wrong: a single-image field has its own wording.
    throw max === 1 ? new AppError(refusal.code, refusal.params, refusal.details, 'uploadTooManyOne') : refusal;
  }
  return images.map((img, i): CheckedImage => {
    const name = `${field}.${i}`;
    const text = img.data.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
    if (!BASE64.test(text) || text.length % 4 === 1) throw refuse('UPLOAD_TYPE', name, 'uploadType');
    // Decoding a 20 MB string to learn it is too big is wasted work: its length says so first.
    const bytes = Buffer.from(text.slice(0, 16), 'base64');
    const mime = sniffImage(bytes);
    if (!mime) throw refuse('UPLOAD_TYPE', name, 'uploadType');
    if (Math.floor((text.length * 3) / 4) - 2 > LIMITS.uploadMaxBytes) {
      throw refuse('UPLOAD_TOO_LARGE', name, 'uploadTooLarge');
    }
    const all = Buffer.from(text, 'base64');
    if (all.length > LIMITS.uploadMaxBytes) throw refuse('UPLOAD_TOO_LARGE', name, 'uploadTooLarge');
    return { mime, bytes: all };
  });
}

/** Member images (deposit and withdrawal proofs), stored in the database with the money they prove. */
export function uploadsService(deps: { store: UploadsStore; db: Db }) {
  /**
   * Checks then stores the images of one body field, in the caller's transaction so they exist
   * exactly when the deposit or withdrawal that names them does. Returns their ids, in order.
   */
  async function saveImages(
    exec: Executor,
    req: { brandId: number; memberId: number | null; field: string; images: readonly ImageUpload[]; max?: number },
  ): Promise<string[]> {
    const checked = checkImages(req.images, req.field, req.max);
    if (!checked.length) return [];
    const rows = await deps.store.insert(
      exec,
      checked.map((c) => ({
        brandId: req.brandId,
        memberId: req.memberId,
        mime: c.mime,
        size: c.bytes.length,
        sha256: createHash('sha256').update(c.bytes).digest('hex'),
        bytes: c.bytes,
      })),
    );
    return rows.map((r) => r.id);
  }

  /**
   * An image for its own member or for an operator of the brand; anything else (another member,
   * another brand, an unknown or malformed id) is NOT_FOUND, so ids reveal nothing.
   */
  async function read(brandId: number, id: string, viewer: { memberId: number | null; operatorId: number }) {
    if (!UUID.test(id)) throw new AppError('NOT_FOUND');
    const row = await deps.store.byId(deps.db, brandId, id);
    if (!row || (!viewer.operatorId && row.memberId !== viewer.memberId)) throw new AppError('NOT_FOUND');
    return { mime: row.mime, bytes: row.bytes, sha256: row.sha256 };
  }

  /**
   * An image with no viewer check, for a module that authorises the read itself (the support chat:
   * images of guests and operators have no member). NOT_FOUND for an unknown or malformed id.
   */
  async function readAuthorised(brandId: number, id: string) {
    if (!UUID.test(id)) throw new AppError('NOT_FOUND');
    const row = await deps.store.byId(deps.db, brandId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return { mime: row.mime, bytes: row.bytes, sha256: row.sha256 };
  }

  return { saveImages, read, readAuthorised, checkImages };
}
export type UploadsService = ReturnType<typeof uploadsService>;
