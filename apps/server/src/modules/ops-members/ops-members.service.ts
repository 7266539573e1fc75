import { type MemberActionsDeps, memberActions } from './ops-members.actions';
import { type MemberReadsDeps, memberReads } from './ops-members.reads';

export type { OpCtx } from './ops-members.actions';
export type { SearchInput } from './ops-members.reads';

/**
 * The back office's Members section. Reads join other modules' tables (through this module's
 * store); every change to a member goes through the members and sessions services, inside one
 * transaction with its audit entry; sockets of ended sessions are kicked after the commit.
 * Reads (ops-members.reads) and account actions (ops-members.actions) live apart.
 */
export function opsMembersService(deps: MemberReadsDeps & MemberActionsDeps) {
  const reads = memberReads(deps);
  // memberOf is the actions' brand check, not a call of the section.
  const { memberOf: _, ...pages } = reads;
  return { ...pages, ...memberActions(deps, reads) };
}
export type OpsMembersService = ReturnType<typeof opsMembersService>;
