import type { CountryCode } from './site';

/** Spec §9 Shipping method codes, per country. */
export type ShippingKind = 'standard' | 'express' | 'sameDay' | 'bulky';

export const SHIPPING_METHOD_CODES = {
  AU: { standard: 'JAU_STD', express: 'JAU_EXP', sameDay: 'JAU_SMD', bulky: 'JAU_NTD' },
  NZ: { standard: 'JNZ_STD', express: 'JNZ_EXP', sameDay: 'JNZ_SMD', bulky: 'JNZ_NTD' },
} as const satisfies Record<CountryCode, Record<ShippingKind, string>>;

export type ShippingMethodCode = (typeof SHIPPING_METHOD_CODES)[CountryCode][ShippingKind];

export const shippingCode = (country: CountryCode, kind: ShippingKind): ShippingMethodCode => SHIPPING_METHOD_CODES[country][kind];

export const shippingCodesOf = (country: CountryCode): ShippingMethodCode[] => Object.values(SHIPPING_METHOD_CODES[country]);

/** What a code means, and whether it belongs to the country asked; undefined for a code of neither country. */
export function shippingKindOf(code: string): { country: CountryCode; kind: ShippingKind } | undefined {
  for (const country of ['AU', 'NZ'] as const) {
    for (const [kind, value] of Object.entries(SHIPPING_METHOD_CODES[country])) {
      if (value === code) return { country, kind: kind as ShippingKind };
    }
  }
  return undefined;
}
