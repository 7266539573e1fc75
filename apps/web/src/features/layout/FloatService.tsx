import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ArrowUpIcon,
  ChatIcon,
  CloseIcon,
  DownloadIcon,
  HeadsetIcon,
  MailIcon,
  PhoneIcon,
  SendIcon,
  ThumbIcon,
  UsersIcon,
  WhatsappIcon,
} from '../../ui/icons';
import { useShowReferral } from '../agent-transfers/referral';
import { appUrl, platformOfDevice } from '../app-download/links';
import { ChatLauncher } from '../support-chat/ChatLauncher';
import { openChat } from '../support-chat/chat-open';
import { AppQr } from './AppQr';
import { useBrand } from './brand';

const TYPE_ICONS = {
  livechat: ChatIcon,
  facebook: ThumbIcon,
  telegram: SendIcon,
  whatsapp: WhatsappIcon,
  email: MailIcon,
  phone: PhoneIcon,
};

/**
 * Room the site layout keeps at the end side from 640 px for the floating column (its 44 px buttons
 * 12 px from the edge), so "See all" links, amounts and the last column of cards never sit under it.
 */
export const FLOAT_GUTTER = 'sm:pe-14';

/** Floating widget: contacts grouped by type, app QR, invite, and back to top. */
export function FloatService() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [panel, setPanel] = useState<'cs' | 'app' | null>(null);
  // Spec §6: invite friends only for agents, or players while the referral promo is on (logged in).
  const showReferral = useShowReferral();
  const contacts = brand.customerService.filter((c) => c.csPosition === 'float');
  const types = [...new Set(contacts.map((c) => c.csType))];
  // A phone docks the buttons in a bar under the page (with a spacer so nothing ends beneath it); from
  // 640 px they stand in a column in the gutter the site layout keeps free (FLOAT_GUTTER).
  const btn =
    'grid size-11 shrink-0 place-items-center rounded-full border border-line bg-surface text-muted hover:text-gold sm:shadow-lg';
  return (
    <>
      <div aria-hidden="true" className="h-16 shrink-0 sm:hidden" />
      <div
        data-testid="float-service"
        className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-end gap-3 border-t border-line bg-surface/95 px-3 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur sm:inset-x-auto sm:end-3 sm:bottom-4 sm:flex-col sm:items-end sm:gap-2 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none"
      >
        {panel === 'cs' && (
          <div className="absolute bottom-full end-3 mb-2 w-64 rounded-2xl border border-line bg-surface p-3 shadow-2xl sm:static sm:end-auto sm:mb-0">
            <div className="mb-2 flex items-center justify-between">
              <h3 className="text-sm font-bold">{t('float.title')}</h3>
              <button
                type="button"
                onClick={() => setPanel(null)}
                aria-label={t('common.close')}
                className="text-muted"
              >
                <CloseIcon width={16} height={16} />
              </button>
            </div>
            {types.map((type) => {
              const Icon = TYPE_ICONS[type];
              return (
                <div key={type} className="mb-2">
                  <p className="mb-1 flex items-center gap-2 text-xs font-semibold text-gold">
                    <Icon width={14} height={14} />
                    {t(`float.${type}`)}
                  </p>
                  {contacts
                    .filter((c) => c.csType === type)
                    .map((c) =>
                      // Live chat is ours: it opens the chat window, not the contact's link.
                      type === 'livechat' ? (
                        <button
                          key={c.path}
                          type="button"
                          data-testid="float-livechat"
                          onClick={() => {
                            setPanel(null);
                            openChat();
                          }}
                          className="block w-full rounded-lg px-2 py-1 text-start text-sm text-muted hover:bg-surface-2 hover:text-fg"
                        >
                          {c.title}
                        </button>
                      ) : (
                        <a
                          key={c.path}
                          href={c.path}
                          target="_blank"
                          rel="noreferrer"
                          className="block rounded-lg px-2 py-1 text-sm text-muted hover:bg-surface-2 hover:text-fg"
                        >
                          {c.title}
                        </a>
                      ),
                    )}
                </div>
              );
            })}
          </div>
        )}
        {panel === 'app' && (
          <div className="flex flex-col items-center gap-2 rounded-2xl border border-line bg-surface p-3 shadow-2xl">
            {/* The lite app's guide on this site (location.origin); the page links the iOS and Android ones. */}
            <AppQr url={appUrl('lite')} label={t('side.appDownload')} size={120} />
            <Link
              to={`/app/${platformOfDevice()}`}
              onClick={() => setPanel(null)}
              className="text-xs font-semibold text-gold hover:underline"
            >
              {t('float.app')} →
            </Link>
          </div>
        )}
        <button
          type="button"
          className={`${btn} !bg-gold !text-[#2a1a00]`}
          onClick={() => setPanel(panel === 'cs' ? null : 'cs')}
          aria-label={t('float.title')}
        >
          <HeadsetIcon />
        </button>
        <button
          type="button"
          className={`${btn} hidden sm:grid`}
          onClick={() => setPanel(panel === 'app' ? null : 'app')}
          aria-label={t('float.app')}
        >
          <DownloadIcon />
        </button>
        {showReferral && (
          <Link to="/member?tab=referral" className={btn} aria-label={t('float.invite')} data-testid="float-invite">
            <UsersIcon />
          </Link>
        )}
        <button
          type="button"
          className={btn}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          aria-label={t('float.top')}
        >
          <ArrowUpIcon />
        </button>
      </div>
      <ChatLauncher />
    </>
  );
}
