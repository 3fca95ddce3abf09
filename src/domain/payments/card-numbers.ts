/**
 * Card numbers typed where they do not belong (a name, an address, a purchase order number, a chat message,
 * a search box whose address is logged) must never be kept whole (PCI DSS 3.4). What the shop logs or stores
 * from free text goes through `maskCardNumbers` first.
 *
 * The rule: a run of digits in which one separator may stand between two digits (a space or a dash, as people
 * type card numbers: `4111 1111 1111 1111`, `4111-1111-1111-1111`; or a space as a url writes it, `+` or
 * `%20`) is checked stretch by stretch; every stretch of 13
 * to 19 consecutive digits of the run that passes the Luhn check is masked, all but its last four digits
 * becoming `•`, separators kept. Shorter runs (phone numbers, postcodes, order numbers) and runs with no
 * Luhn-valid stretch are left as they are. Masking twice changes nothing more.
 */

export const CARD_MASK = '•';

const MIN_DIGITS = 13;
const MAX_DIGITS = 19;
const VISIBLE_DIGITS = 4;

/** Digits with at most one separator between two of them. */
const DIGIT_RUN = /\d(?:(?:[ +-]|%20)?\d)*/g;
const ENCODED_SPACE = '%20';

/** Whether the digits pass the Luhn check (the last digit is the check digit). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let n = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The run with every digit that belongs to a masked stretch replaced, separators kept. */
function maskRun(run: string): string {
  const positions: number[] = [];
  for (let i = 0; i < run.length; i += 1) {
    if (run.startsWith(ENCODED_SPACE, i)) i += ENCODED_SPACE.length - 1;
    else if (run[i] !== ' ' && run[i] !== '-' && run[i] !== '+') positions.push(i);
  }
  if (positions.length < MIN_DIGITS) return run;
  const digits = positions.map((p) => run[p]).join('');
  const masked = new Array<boolean>(digits.length).fill(false);
  let any = false;
  for (let start = 0; start + MIN_DIGITS <= digits.length; start += 1) {
    for (let length = MIN_DIGITS; length <= MAX_DIGITS && start + length <= digits.length; length += 1) {
      if (!passesLuhn(digits.slice(start, start + length))) continue;
      for (let i = start; i < start + length - VISIBLE_DIGITS; i += 1) masked[i] = true;
      any = true;
    }
  }
  if (!any) return run;
  const chars = run.split('');
  masked.forEach((hide, i) => {
    if (hide) chars[positions[i] as number] = CARD_MASK;
  });
  return chars.join('');
}

/** The text with every Luhn-valid stretch of 13–19 digits masked but its last four digits. */
export function maskCardNumbers(text: string): string {
  return text.replace(DIGIT_RUN, maskRun);
}

/**
 * A copy of a value (as parsed from JSON) with every string masked, object keys kept; the strings under a key
 * `keep` names (an email address, which must stay deliverable) are left alone.
 */
export function maskCardNumbersIn<T>(value: T, keep: (key: string) => boolean = () => false): T {
  const walk = (item: unknown, key: string | null): unknown => {
    if (typeof item === 'string') return key !== null && keep(key) ? item : maskCardNumbers(item);
    if (Array.isArray(item)) return item.map((entry) => walk(entry, key));
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([name, entry]) => [name, walk(entry, name)]));
    }
    return item;
  };
  return walk(value, null) as T;
}
