import type { CodeLoadFailure, CodeLoading } from '../../application/ports/code-loading';
import type { KeyValueStore } from '../../application/ports/key-value-store';

/** The missing file a reload was already tried for, in sessionStorage: one reload per file guards against a reload loop. */
export const RELOADED_FOR_KEY = 'storefront:reloadedForMissingFile';

/** Chromium, Firefox and Safari's words for a dynamic import that failed, and Vite's for a stylesheet that did. */
const CODE_LOAD_ERROR = /dynamically imported module|importing a module script failed|unable to preload css/i;
const FILE_URL = /(https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+)/;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : typeof error === 'string' ? error : '');

/** The file a failed code load names, when the browser names it. */
export function missingFileOf(error: unknown): string | undefined {
  return FILE_URL.exec(messageOf(error))?.[1];
}

export const isCodeLoadError = (error: unknown): boolean => CODE_LOAD_ERROR.test(messageOf(error));

export interface CodeLoadingOptions {
  readonly origin: string;
  readonly fetch: (input: string, init?: RequestInit) => Promise<Response>;
  /** sessionStorage: the guard lasts as long as the tab. */
  readonly storage: KeyValueStore;
  readonly reload: () => void;
}

/** Asks the server about the file a failed import named: no answer, 404, or present. */
export function browserCodeLoading({ origin, fetch, storage, reload }: CodeLoadingOptions): CodeLoading {
  return {
    async diagnose(error): Promise<CodeLoadFailure> {
      if (!isCodeLoadError(error)) return 'notCode';
      const file = missingFileOf(error);
      try {
        // Without a file named, the home page tells at least whether the server answers.
        const response = await fetch(new URL(file ?? '/', origin).href, { method: 'HEAD', cache: 'no-store' });
        if (file && response.status === 404) return 'gone';
        return 'failed';
      } catch {
        return 'unreachable';
      }
    },
    reloadForNewBuild(error) {
      const file = missingFileOf(error) ?? 'unnamed';
      if (storage.get(RELOADED_FOR_KEY) === file) return false;
      storage.set(RELOADED_FOR_KEY, file);
      reload();
      return true;
    },
    reload,
  };
}
