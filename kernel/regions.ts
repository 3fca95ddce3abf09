import type { CountryCode } from './site';

/** Spec §3 Country data: AU has States shown with full names; NZ uses a City field and no regions. */
export type AuStateCode = 'ACT' | 'NSW' | 'NT' | 'QLD' | 'SA' | 'TAS' | 'VIC' | 'WA';

export const AU_STATES: ReadonlyArray<{ readonly code: AuStateCode; readonly name: string }> = [
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NSW', name: 'New South Wales' },
  { code: 'NT', name: 'Northern Territory' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'WA', name: 'Western Australia' },
];

export const isAuStateCode = (value: string): value is AuStateCode => AU_STATES.some((s) => s.code === value);

export function auStateName(code: string): string | undefined {
  return AU_STATES.find((s) => s.code === code.toUpperCase())?.name;
}

export function regionFieldName(country: CountryCode): 'State' | 'City' {
  return country === 'NZ' ? 'City' : 'State';
}

export function regionsOf(country: CountryCode): ReadonlyArray<{ readonly code: string; readonly name: string }> {
  return country === 'NZ' ? [] : AU_STATES;
}

/** Each Australian state's IANA time zone. */
const AU_ZONES: Readonly<Record<AuStateCode, string>> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
};

/** The clock a place keeps: New Zealand's one zone, or the Australian state's (Sydney's when the state is unknown). */
export function timeZoneOf(country: CountryCode, state: string | null | undefined): string {
  if (country === 'NZ') return 'Pacific/Auckland';
  const code = (state ?? '').toUpperCase();
  return isAuStateCode(code) ? AU_ZONES[code] : 'Australia/Sydney';
}
