import type { BrandCode } from '../domain/site';

/** Display names of our two brands; the codes jc and rtm are the spec's and never change. */
export const BRAND_NAMES: Readonly<Record<BrandCode, string>> = {
  jc: 'Jolt Components',
  rtm: 'Rigtech Makers',
};
