/**
 * Why a part of the shop's own code did not load (a lazy page, drawer or checkout):
 * - `unreachable`: the server did not answer; the same file may load once it is back;
 * - `gone`: the server answered 404 for it, so the page runs an older build than the server holds;
 * - `failed`: the file is there but did not load (another status, or a browser that names no file);
 * - `notCode`: the error is not a failed code load at all (a view that threw while rendering).
 */
export type CodeLoadFailure = 'unreachable' | 'gone' | 'failed' | 'notCode';

/** Recovering from a failed code load: asking the server about the file, and reloading for the current build. */
export interface CodeLoading {
  diagnose(error: unknown): Promise<CodeLoadFailure>;
  /**
   * Reloads the page for the current build, once per missing file: true when a reload was started, false
   * when this file already cost a reload (the reload did not help, so the shopper is asked instead).
   */
  reloadForNewBuild(error: unknown): boolean;
  /** A full reload the shopper asked for. */
  reload(): void;
}
