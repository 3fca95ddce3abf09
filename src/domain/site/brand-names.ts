import type { BrandCode } from './site';

/** Display names of our two brands; the codes jc and rtm are the spec's and are never shown to shoppers. */
export const BRAND_NAMES: Readonly<Record<BrandCode, string>> = {
  jc: 'Jolt Components',
  rtm: 'Rigtech Makers',
};
