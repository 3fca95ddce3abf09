import { escapeHtml } from '../auth/session-service-pages';

/** Markup that is already safe: what `html` produced, or a fragment of our own passed through `trusted`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export const trusted = (markup: string): SafeHtml => new SafeHtml(markup);

const part = (value: unknown): string => {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(part).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
};

/**
 * A tagged template for mail markup: every value put in is escaped unless it is SafeHtml, so a name, an
 * address line or a product name a shopper typed can never become markup in someone's mail.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += part(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}
