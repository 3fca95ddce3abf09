import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import type { DrawersState } from '../../domain/drawers';
import { CompareSnackbar } from '../components/compare-snackbar';
import { SiteBanner } from '../components/site-banner';
import { Toasts } from '../components/toasts';
import { useWindowApi } from '../window-api/use-window-api';
import { OPEN_CHAT_EVENT } from '../router';
import { useServices } from '../services';
import { useProjection } from '../use-projection';
import { LoadBoundary, retryableLazy } from '../load-boundary';
import { Footer } from './footer';
import { useListIntent } from '../components/lists/list-intent';
import { Header } from './header';
import type { ChatState } from '../../application/use-cases/chat-state';
import { unreadBadge } from '../format';

// Drawers and the chat are not needed for the first paint: they load when first opened.
const CartDrawer = retryableLazy(() => import('../components/cart-drawer').then((m) => m.CartDrawer));
const PreferredStoreDrawer = retryableLazy(() => import('../components/preferred-store-drawer').then((m) => m.PreferredStoreDrawer));
const DeliveryPostcodeDrawer = retryableLazy(() => import('../components/delivery-postcode-drawer').then((m) => m.DeliveryPostcodeDrawer));
const ListsDrawer = retryableLazy(() => import('../components/lists/lists-drawer').then((m) => m.ListsDrawer));
const ChatPanel = retryableLazy(() => import('../components/chat-panel').then((m) => m.ChatPanel));

const selectOpen = (state: DrawersState) => state.open;

const selectUnread = (state: ChatState) => state.unread;

/** What the launcher must never sit over: what the shopper reads first or acts on. */
const UNDER_LAUNCHER = 'a[href], button, input, select, textarea, summary, label, h1, [role="button"], [tabindex]:not([tabindex="-1"])';

/**
 * Steps the launcher aside (hidden, not clickable) while it would cover a link, a button, a field or the
 * page's title, and brings it back once the shopper scrolls them away from its corner.
 */
function useStepAside(launcher: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    const button = launcher.current;
    if (!button) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const r = button.getBoundingClientRect();
      const points: Array<[number, number]> = [
        [r.left + 2, r.top + 2],
        [r.right - 2, r.top + 2],
        [r.left + 2, r.bottom - 2],
        [r.right - 2, r.bottom - 2],
        [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
      ];
      const covers = points.some(([x, y]) =>
        document.elementsFromPoint(x, y).some((el) => !button.contains(el) && el.closest(UNDER_LAUNCHER) !== null),
      );
      button.classList.toggle('chat-launcher--aside', covers);
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    later();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    const resized = new ResizeObserver(later);
    resized.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
      resized.disconnect();
    };
  }, [launcher]);
}

/** Spec §9 Chat: the launcher sits at z-index 60 and its unread badge shows "99+" above 99. */
function ChatLauncher({ onOpen }: { onOpen: () => void }) {
  const { chat } = useServices();
  const unread = useProjection(chat.view, selectUnread);
  const badge = unreadBadge(unread);
  const ref = useRef<HTMLButtonElement>(null);
  useStepAside(ref);
  return (
    <button type="button" ref={ref} className="chat-launcher" onClick={onOpen} aria-label={badge ? `Help chat, ${unread} unread` : 'Help chat'}>
      <svg className="chat-launcher__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className="chat-launcher__text">Help</span>
      {badge && (
        <span className="chat-launcher__badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );
}

/** The frame every page sits in: header, footer, the drawers, the toasts and the help chat. */
export function Shell({ children }: { children: ReactNode }) {
  const services = useServices();
  const open = useProjection(services.views.drawers, selectOpen);
  const [chatOpen, setChatOpen] = useState(false);
  useWindowApi();
  useListIntent();

  useEffect(() => {
    const openChat = () => setChatOpen(true);
    window.addEventListener(OPEN_CHAT_EVENT, openChat);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, openChat);
  }, []);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteBanner />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <CompareSnackbar />
      <Toasts />
      {open && (
        <LoadBoundary key={open} variant="panel" fallback={null} onClose={() => services.drawers.close(open)}>
          {open === 'cart' && <CartDrawer />}
          {open === 'preferredStore' && <PreferredStoreDrawer />}
          {open === 'deliveryPostcode' && <DeliveryPostcodeDrawer />}
          {open === 'customerLists' && <ListsDrawer />}
        </LoadBoundary>
      )}
      {chatOpen && (
        <LoadBoundary variant="panel" fallback={null} onClose={() => setChatOpen(false)}>
          <ChatPanel onClose={() => setChatOpen(false)} />
        </LoadBoundary>
      )}
      {!chatOpen && <ChatLauncher onOpen={() => setChatOpen(true)} />}
    </>
  );
}
