import { z } from 'zod';
import { serialId } from './bounds';

/**
 * Pieces the back office's server-side lists share: sort order, the member filter (an account or
 * an id) and a created-at window given as ISO instants (the browser turns the operator's local days
 * into instants). A window whose end is before its start is refused naming `to` (rule dateOrder).
 */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A back office row's id in a path (:id): a positive integer a Postgres integer column can hold. */
export const opsIdParams = z.object({ id: serialId });

export const opsListFilters = {
  /** A member's account (case-insensitive, exact) or numeric id. */
  member: z.string().trim().min(1).max(64).optional(),
  /** Created at or after this instant. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Created before this instant. */
  to: z.iso.datetime({ offset: true }).optional(),
  order: z.enum(SORT_ORDERS).optional(),
};

/** The refinement every list with from/to applies: to must not be before from. */
export const checkWindow = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && Date.parse(q.to) < Date.parse(q.from)) {
    ctx.addIssue({ code: 'custom', path: ['to'], params: { rule: 'dateOrder' }, message: 'dateOrder' });
  }
};
