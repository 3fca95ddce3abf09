import type { KeyValueStore } from '../../application/ports/key-value-store';
import type { SessionService } from '../../application/ports/session-service';

/** The browser happenings that call for a re-check (spec §4); each registration returns its removal. */
export interface SessionEvents {
  /** The window became visible again. */
  onVisible(callback: () => void): () => void;
  /** Another tab wrote local storage (the browser's storage event never fires in the writing tab). */
  onStorage(callback: (key: string | null) => void): () => void;
}

/**
 * The session service's part that asks the server nothing (spec §4): a sign-out told to the other tabs through
 * local storage, and the happenings that call for a re-check. It answers at once, before the calls' code loads.
 */
export function sessionSignals(storage: KeyValueStore, events: SessionEvents): Pick<SessionService, 'broadcast' | 'watch'> {
  return {
    broadcast(effect) {
      storage.set(effect.key, effect.value);
    },

    watch(listener, watchOptions = {}) {
      const stops = [
        events.onVisible(() => listener({ type: 'visibilityChanged', visible: true })),
        events.onStorage((key) => listener({ type: 'storageChanged', key })),
      ];
      const interval = watchOptions.pollIntervalMs ?? 0;
      if (interval > 0) {
        const timer = setInterval(() => listener({ type: 'pollTick' }), interval);
        stops.push(() => clearInterval(timer));
      }
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}
