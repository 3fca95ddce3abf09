import type { Query } from '../../application/ports/bff';

/**
 * Spec §7 General rules: the query string from a raw string (taken as written, a leading `?` or not)
 * or from an object, whose null and undefined values are left out and whose arrays repeat the key.
 */
export function queryString(query: Query | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') {
    const raw = query.startsWith('?') ? query.slice(1) : query;
    return raw === '' ? '' : `?${raw}`;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
