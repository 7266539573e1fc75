import { BANNER_IMAGE_MAX_BYTES, type ImageUpload, OPS_CONTENT_API, scheduleProblem } from '@platform/contracts';
import { AppError, fieldError } from '../../platform/http/app-error';
import type { UploadsService } from '../uploads/uploads.service';

/** Who acts: the operator's brand, id and address (every write's audit entry carries them). */
export type OperatorCtx = { brandId: number; operatorId: number; ip: string };

/** Only the languages actually written: empty strings are dropped so the reader's fallback applies. */
export const written = (t: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(t).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));

/** The end of a schedule must come after its start (VALIDATION naming endsAt). */
export function checkSchedule(startsAt: string | null, endsAt: string | null) {
  const bad = scheduleProblem(startsAt, endsAt);
  if (bad) throw fieldError(bad, 'endBeforeStart');
  return { startsAt: startsAt ? new Date(startsAt) : null, endsAt: endsAt ? new Date(endsAt) : null };
}

export const inSchedule = (now: Date, startsAt: Date | null, endsAt: Date | null) =>
  (!startsAt || startsAt <= now) && (!endsAt || endsAt > now);

/** The public address of a content image (a path on this site: never built from a Host header). */
export const imageUrl = (uploadId: string) => OPS_CONTENT_API.image.replace(':id', uploadId);

/**
 * Checks a content picture (png or jpeg by its bytes, at most BANNER_IMAGE_MAX_BYTES) before the
 * uploads module stores it: the type first, then the size, as every upload answers (spec §5).
 */
export function checkContentImage(uploads: UploadsService, image: ImageUpload, field = 'image') {
  const [checked] = uploads.checkImages([image], field, 1);
  if (checked && checked.bytes.length > BANNER_IMAGE_MAX_BYTES) {
    const name = `${field}.0`;
    throw new AppError(
      'UPLOAD_TOO_LARGE',
      { max: 1, mb: BANNER_IMAGE_MAX_BYTES / 1024 / 1024, field: name },
      { fields: [{ field: name, rule: 'uploadTooLarge', message: '' }] },
    );
  }
}
