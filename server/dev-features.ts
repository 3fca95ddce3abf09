/**
 * What only a developer's or a test's server has. Each is off unless its variable says so explicitly:
 * a shop started the plain way (`npm start`) must never show, say, the mail with everyone's reset links.
 */
export interface DevFeatures {
  /** GET /dev/mailbox, the mail the shop would have sent (DEV_MAILBOX=1). */
  readonly mailbox: boolean;
  /** A button on every page that shows the dataLayer pushes live, for whoever checks the tags (DEV_DATALAYER=1). */
  readonly dataLayer?: boolean;
  /** A panel on every page with the client's events, to step through, export and load (DEV_EVENTLOG=1). */
  readonly eventLog?: boolean;
}

export type DevFeaturesSetting = { readonly ok: true; readonly features: DevFeatures } | { readonly ok: false; readonly message: string };

const ON = /^(1|true|yes|on)$/i;
const OFF = /^(0|false|no|off)?$/i;

/** Reads the dev features from the environment; a value that is neither on nor off is refused, not guessed. */
export function parseDevFeatures(env: Readonly<Record<string, string | undefined>>): DevFeaturesSetting {
  const value = (env.DEV_MAILBOX ?? '').trim();
  const dataLayer = (env.DEV_DATALAYER ?? '').trim();
  if (!ON.test(dataLayer) && !OFF.test(dataLayer)) {
    return {
      ok: false,
      message: `DEV_DATALAYER=${dataLayer} is not understood: set DEV_DATALAYER=1 to show the dataLayer pushes on every page (never on a shop others can reach), or leave it unset.`,
    };
  }
  const eventLog = (env.DEV_EVENTLOG ?? '').trim();
  if (!ON.test(eventLog) && !OFF.test(eventLog)) {
    return {
      ok: false,
      message: `DEV_EVENTLOG=${eventLog} is not understood: set DEV_EVENTLOG=1 to show the client's event log on every page (never on a shop others can reach), or leave it unset.`,
    };
  }
  const more = { ...(ON.test(dataLayer) ? { dataLayer: true } : {}), ...(ON.test(eventLog) ? { eventLog: true } : {}) };
  if (ON.test(value)) return { ok: true, features: { mailbox: true, ...more } };
  if (OFF.test(value)) return { ok: true, features: { mailbox: false, ...more } };
  return {
    ok: false,
    message: `DEV_MAILBOX=${value} is not understood: set DEV_MAILBOX=1 to show the shop's mail at /dev/mailbox (never on a shop others can reach), or leave it unset.`,
  };
}

/** One line for the start output, so whoever starts the shop sees what of development it exposes. */
export function describeDevFeatures(features: DevFeatures): string {
  const on = [
    ...(features.mailbox ? ['mailbox at /dev/mailbox (DEV_MAILBOX=1)'] : []),
    ...(features.dataLayer ? ['dataLayer pushes on every page (DEV_DATALAYER=1)'] : []),
    ...(features.eventLog ? ["the client's event log on every page (DEV_EVENTLOG=1)"] : []),
  ];
  return on.length === 0 ? 'Dev features: none' : `Dev features: ${on.join(', ')}`;
}
