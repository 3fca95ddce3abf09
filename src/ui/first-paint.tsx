import { createContext, useContext } from 'react';
import type { HeadOptions } from './head-tags';

/**
 * What the server lends the views while it renders a page's first paint: a read that suspends until the
 * data is in (the renderer waits for it), and a place for the page's head. The browser has neither: there
 * the views read the answers the server sent, and set the head themselves.
 */
export interface FirstPaint {
  /** The answer of a read the page makes; suspends (throws its promise) until it has one. */
  read<T>(key: string, run: () => Promise<T>): T;
  /** The head of the page being rendered; the last one set wins. */
  setHead(options: HeadOptions): void;
  /** The image the page shows largest and first (the first one offered wins): preloaded with the page. */
  leadImage(image: { readonly href: string; readonly srcSet?: string; readonly sizes?: string; readonly type?: string }): void;
}

const FirstPaintContext = createContext<FirstPaint | null>(null);

export const FirstPaintProvider = FirstPaintContext.Provider;

/** The server's renderer, or null in the browser. */
export const useFirstPaint = (): FirstPaint | null => useContext(FirstPaintContext);
