import { MEMBER_MENU } from '@platform/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUnreadCount } from '../../api/messages';
import { AffiliateApplyCard, useShowReferral } from '../agent-transfers';
import { PageTitle } from '../games/PageTitle';
import { CountBadge } from '../messages/CountBadge';
import { MEMBER_SCREENS } from './screens';

type Tab = (typeof MEMBER_MENU)[number];

/** Member center: the menu of spec §2 (the screen is ?tab=, so header links land on it); each screen arrives with its capability. */
export function MemberCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  // Spec §6: the referral (invite friends) screen only for agents, or players while the referral promo is on.
  const showReferral = useShowReferral();
  const unread = useUnreadCount().data;
  // A tab shows once its screen exists: an empty tab is a dead end. The reward center (badge) is the
  // one at REWARD_CENTER_PATH, reached from the menus, so it has no tab of its own here.
  const menu = MEMBER_MENU.filter((m) => MEMBER_SCREENS[m] && (m !== 'referral' || showReferral));
  const active = (menu as readonly string[]).includes(tab ?? '') ? (tab as Tab) : 'securityCenter';
  const setActive = (m: Tab) => setParams({ tab: m }, { replace: true });
  const Screen = MEMBER_SCREENS[active];
  // On a phone the menu scrolls sideways: the open tab (a header link's target) is brought into view.
  const nav = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the open tab changing is the trigger.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  // One affiliate card: under the menu on wide screens, after the screen on a phone (grid placement).
  return (
    <div data-testid="member-center" className="mx-auto max-w-[1400px] px-3 py-5 sm:px-6">
      <PageTitle title={t('member.title')} intro={t('member.intro')} />
      <div className="flex flex-col gap-4 md:grid md:grid-cols-[14rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:items-start">
        <nav
          ref={nav}
          className="no-scrollbar flex min-w-0 gap-1 overflow-x-auto md:col-start-1 md:row-start-1 md:flex-col"
        >
          {menu.map((m) => (
            <button
              key={m}
              type="button"
              onClick={() => setActive(m)}
              aria-current={active === m ? 'page' : undefined}
              data-testid={`member-tab-${m}`}
              className={`flex shrink-0 items-center justify-between gap-2 rounded-lg px-3 py-2 text-start text-sm ${active === m ? 'bg-gold/15 font-semibold text-gold' : 'text-muted hover:bg-surface-2'}`}
            >
              {t(`member.menu.${m}`)}
              {m === 'messageV2' && <CountBadge count={unread} testId="member-tab-unread" />}
            </button>
          ))}
        </nav>
        <section className="min-h-64 min-w-0 rounded-2xl border border-line bg-surface p-5 md:col-start-2 md:row-span-2 md:row-start-1">
          <h2 className="mb-4 text-lg font-bold">{t(`member.menu.${active}`)}</h2>
          {Screen && <Screen />}
        </section>
        <div className="md:col-start-1 md:row-start-2">
          <AffiliateApplyCard />
        </div>
      </div>
    </div>
  );
}
