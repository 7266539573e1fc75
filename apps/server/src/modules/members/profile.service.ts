import {
  ageOn,
  avatarOf,
  avatarUrl,
  INCOME_SOURCES,
  maskEmail,
  maskMobile,
  type Profile,
  type ProfileBody,
} from '@platform/contracts';
import { invalidFields } from '../../platform/http/app-error';
import type { SystemService } from '../system/system.service';
import type { Ctx } from './members.service';
import type { MemberRow, MembersStore } from './members.store';
import type { ProfileStore } from './profile.store';

/** The labels kept in members.profile (jsonb), beside the registration extras already there. */
const LABELS = ['birthday', 'address', 'nationality', 'occupation', 'incomeSource', 'telegram', 'zalo'] as const;

/** The brand's calendar day (yyyy-MM-dd) at `now`: ages are counted on the brand's day. */
const dayIn = (now: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** Profile labels (spec §3) and the avatar of the security center. */
export function profileService(deps: {
  store: ProfileStore;
  members: MembersStore;
  system: SystemService;
  clock: () => Date;
}) {
  async function get(memberId: number, ctx: Ctx): Promise<Profile> {
    const m = (await deps.members.byId(memberId)) as MemberRow;
    const brand = await deps.system.settings(ctx.brand);
    const p = m.profile ?? {};
    const income = p.incomeSource as Profile['incomeSource'];
    const avatar = avatarOf(m);
    return {
      account: m.account,
      nickname: m.nickname ?? '',
      realName: m.payeeName ?? '',
      realNameLocked: Boolean(m.payeeName),
      birthday: p.birthday ?? '',
      address: p.address ?? '',
      nationality: p.nationality ?? '',
      occupation: p.occupation ?? '',
      incomeSource: (INCOME_SOURCES as readonly string[]).includes(income) ? income : '',
      telegram: p.telegram ?? '',
      zalo: p.zalo ?? '',
      avatar,
      avatarUrl: avatarUrl(avatar),
      email: m.email ? maskEmail(m.email) : null,
      mobile: m.mobileNum ? maskMobile(m.mobileNum) : null,
      passwordSet: m.passwordSet,
      ageGate: brand.ageGate,
    };
  }

  /**
   * Saves every label at once. The schema judged formats already; here the brand's age gate (spec
   * §9) on the birthday, counted on the brand's calendar day. Nothing is written unless all pass.
   */
  async function save(memberId: number, body: ProfileBody, ctx: Ctx): Promise<Profile> {
    const brand = await deps.system.settings(ctx.brand);
    if (body.birthday) {
      const today = dayIn(deps.clock(), brand.timezone);
      if (body.birthday > today || ageOn(body.birthday, today) < brand.ageGate) {
        throw invalidFields([
          {
            field: 'birthday',
            rule: 'age',
            message: ctx.t('rule.age', { field: ctx.t('field.birthday'), age: brand.ageGate }),
          },
        ]);
      }
    }
    const m = (await deps.members.byId(memberId)) as MemberRow;
    const profile = { ...(m.profile ?? {}) };
    for (const k of LABELS) {
      const v = body[k];
      if (v) profile[k] = v;
      else delete profile[k];
    }
    // The real name is set once: afterwards it is every payout account's holder name.
    const realName = !m.payeeName && body.realName ? body.realName : null;
    await deps.store.save(memberId, body.nickname, profile, realName);
    return get(memberId, ctx);
  }

  /** The schema bounds the choice to the drawn set. */
  async function setAvatar(memberId: number, avatar: number) {
    await deps.store.setAvatar(memberId, avatar);
    return { avatar, iconUrl: avatarUrl(avatar) };
  }

  return { get, save, setAvatar };
}
export type ProfileService = ReturnType<typeof profileService>;
