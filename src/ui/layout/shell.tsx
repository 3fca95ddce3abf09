import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { DrawersState } from '../../domain/drawers';
import { CompareSnackbar } from '../components/compare-snackbar';
import { SiteBanner } from '../components/site-banner';
import { Toasts } from '../components/toasts';
import { useEmbeddedHooks } from '../embedded-hooks';
import { OPEN_CHAT_EVENT } from '../router';
import { useServices } from '../services';
import { useProjection } from '../use-projection';
import { Footer } from './footer';
import { Header } from './header';

// Drawers and the chat are not needed for the first paint: they load when first opened.
const CartDrawer = lazy(() => import('../components/cart-drawer').then((m) => ({ default: m.CartDrawer })));
const PreferredStoreDrawer = lazy(() => import('../components/preferred-store-drawer').then((m) => ({ default: m.PreferredStoreDrawer })));
const DeliveryPostcodeDrawer = lazy(() => import('../components/delivery-postcode-drawer').then((m) => ({ default: m.DeliveryPostcodeDrawer })));
const ChatPanel = lazy(() => import('../components/chat-panel').then((m) => ({ default: m.ChatPanel })));

const selectOpen = (state: DrawersState) => state.open;

/** The frame every page sits in: header, footer, the drawers, the toasts and the help chat. */
export function Shell({ children }: { children: ReactNode }) {
  const services = useServices();
  const open = useProjection(services.views.drawers, selectOpen);
  const [chatOpen, setChatOpen] = useState(false);
  useEmbeddedHooks();

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
      <Suspense fallback={null}>
        {open === 'cart' && <CartDrawer />}
        {open === 'preferredStore' && <PreferredStoreDrawer />}
        {open === 'deliveryPostcode' && <DeliveryPostcodeDrawer />}
        {chatOpen && <ChatPanel onClose={() => setChatOpen(false)} />}
      </Suspense>
      {!chatOpen && (
        <button type="button" className="chat-launcher" onClick={() => setChatOpen(true)}>
          Help
        </button>
      )}
    </>
  );
}
