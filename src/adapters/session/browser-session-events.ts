import type { SessionEvents } from './session-signals';

/** The page's visibility and storage events, as the session client wants them (spec §4 Session status). */
export function browserSessionEvents(target: Window = window): SessionEvents {
  return {
    onVisible(callback) {
      const handler = () => {
        if (target.document.visibilityState === 'visible') callback();
      };
      target.document.addEventListener('visibilitychange', handler);
      return () => target.document.removeEventListener('visibilitychange', handler);
    },
    onStorage(callback) {
      const handler = (event: StorageEvent) => callback(event.key);
      target.addEventListener('storage', handler);
      return () => target.removeEventListener('storage', handler);
    },
  };
}
