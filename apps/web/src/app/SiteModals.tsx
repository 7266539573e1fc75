import { type ComponentType, type LazyExoticComponent, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useAnnouncements } from '../api/system';
import { audienceOf, closedSet } from '../features/announcements/audience';
import { lazy } from '../features/system/chunk-errors';
import { LazyBoundary } from '../features/system/LazyBoundary';
import type { ModalName } from '../state/modals';
import { useToken } from '../state/session';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const auth = () => import('../features/auth/AccountDialogs');
const login = () => import('../features/auth/LoginModal');
const register = () => import('../features/auth/RegisterModal');
/** Each site-wide modal is its own chunk, fetched the first time it opens. */
const MODALS: Record<Exclude<ModalName, null>, LazyExoticComponent<ComponentType>> = {
  login: named(login, 'LoginModal'),
  register: named(register, 'RegisterModal'),
  forgot: named(() => import('../features/auth/ForgotModal'), 'ForgotModal'),
  help: named(() => import('../features/help/HelpModal'), 'HelpModal'),
  feedback: named(() => import('../features/messages/FeedbackModal'), 'FeedbackModal'),
  changePassword: named(() => import('../features/auth/ChangePasswordModal'), 'ChangePasswordModal'),
  resetPassword: named(() => import('../features/auth/ResetPasswordModal'), 'ResetPasswordModal'),
  logout: named(auth, 'LogoutDialog'),
  trueAccount: named(auth, 'TrueAccountDialog'),
};
/** Fetches the login or register modal's code ahead, when a pointer or focus reaches its button. */
export const preloadModal = (name: 'login' | 'register') => void (name === 'login' ? login() : register());

const AnnouncementPopup = lazy(() =>
  import('../features/announcements/AnnouncementPopup').then((m) => ({ default: m.AnnouncementPopup })),
);
const ContractPopup = named(() => import('../features/agent-contracts/ContractPopup'), 'ContractPopup');
const BlockedNotice = named(() => import('../features/responsible-gaming/BlockedNotice'), 'BlockedNotice');

/**
 * The site-wide modals, none of them in the first paint. A modal mounts the first time it opens
 * and stays mounted, as every modal was before (its own state and closing animation unchanged);
 * the announcement popup mounts when there is one for this visitor, and the contract popup
 * (agents' offers from their upline, spec §2) only for a logged-in member.
 */
export function SiteModals({ modal }: { modal: ModalName }) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  if (modal && !opened.has(modal)) setOpened(new Set(opened).add(modal));
  const token = useToken();
  // A time-out or self-exclusion just started (responsible gaming): home with the notice in its state.
  const blocked = Boolean((useLocation().state as { rgBlock?: unknown } | null)?.rgBlock);
  const content = useAnnouncements();
  // Read once, as the popup always did: a logout clears session storage without reopening it.
  const [closed] = useState(closedSet);
  const audience = audienceOf(token);
  const popup = (content.data?.popups ?? []).some((p) => p.execution === audience) && !closed.has(audience);
  if (popup && !opened.has('announcements')) setOpened(new Set(opened).add('announcements'));
  return (
    <>
      {Object.entries(MODALS).map(([name, Modal]) =>
        opened.has(name) ? (
          <LazyBoundary key={name} fallback={null} variant="overlay">
            <Modal />
          </LazyBoundary>
        ) : null,
      )}
      {opened.has('announcements') && (
        <Suspense fallback={null}>
          <AnnouncementPopup initiallyClosed={closed} />
        </Suspense>
      )}
      {token && (
        <Suspense fallback={null}>
          <ContractPopup />
        </Suspense>
      )}
      {blocked && (
        <Suspense fallback={null}>
          <BlockedNotice />
        </Suspense>
      )}
    </>
  );
}
