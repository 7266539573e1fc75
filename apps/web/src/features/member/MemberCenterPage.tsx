import { MEMBER_MENU } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AffiliateApplyCard, useShowReferral } from '../agent-transfers';
import { PageTitle } from '../games/PageTitle';
import { MEMBER_SCREENS } from './screens';

type Tab = (typeof MEMBER_MENU)[number];

/** Member center: the menu of spec §2 (the screen is ?tab=, so header links land on it); each screen arrives with its capability. */
export function MemberCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  // Spec §6: the referral (invite friends) screen only for agents, or players while the referral promo is on.
  const showReferral = useShowReferral();
  const menu = MEMBER_MENU.filter((m) => m !== 'referral' || showReferral);
  const active = (menu as readonly string[]).includes(tab ?? '') ? (tab as Tab) : 'securityCenter';
  const setActive = (m: Tab) => setParams({ tab: m }, { replace: true });
  const Screen = MEMBER_SCREENS[active];
  return (
    <div data-testid="member-center" className="mx-auto max-w-[1400px] px-3 py-5 sm:px-6">
      <PageTitle title={t('member.title')} intro={t('member.intro')} />
      <div className="flex flex-col gap-4 md:flex-row">
        <div className="flex min-w-0 flex-col gap-3 md:w-56 md:shrink-0">
          <nav className="no-scrollbar flex gap-1 overflow-x-auto md:flex-col">
            {menu.map((m) => (
              <button
                key={m}
                type="button"
                onClick={() => setActive(m)}
                aria-current={active === m ? 'page' : undefined}
                className={`shrink-0 rounded-lg px-3 py-2 text-start text-sm ${active === m ? 'bg-gold/15 font-semibold text-gold' : 'text-muted hover:bg-surface-2'}`}
              >
                {t(`member.menu.${m}`)}
              </button>
            ))}
          </nav>
          <div className="hidden md:block">
            <AffiliateApplyCard />
          </div>
        </div>
        <section className="min-h-64 flex-1 rounded-2xl border border-line bg-surface p-5">
          <h2 className="mb-4 text-lg font-bold">{t(`member.menu.${active}`)}</h2>
          {Screen && <Screen />}
        </section>
        <div className="md:hidden">
          <AffiliateApplyCard />
        </div>
      </div>
    </div>
  );
}
