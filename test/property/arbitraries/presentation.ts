import fc from 'fast-check';
import type { RawPageInfo } from '../../../src/domain/page-info';

const segmentArb = fc.stringMatching(/^[a-z0-9_-]{1,10}$/);
const pathArb = fc.array(segmentArb, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`);

export const SITE_ORIGIN = 'https://jrau.localhost';

export const remoteOriginArb = fc.constantFrom('https://cdn.example.com', 'http://images.example.net:8080', 'HTTPS://Media.Example.org');

/** A query pair; some are format/width pairs the image rule must replace, '' makes an empty pair ('&&'). */
const queryPairArb = fc.oneof(
  fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), fc.stringMatching(/^[A-Za-z0-9%+.=-]{0,8}$/)).map(([key, value]) => `${key}=${value}`),
  fc.constantFrom('format=png', 'width=12', 'format', 'width=', 'formatting=yes', 'widths=3', ''),
);

export interface RemoteImage {
  readonly url: string;
  readonly base: string;
  readonly pairs: readonly string[];
  readonly hash: string;
}

export const remoteImageArb: fc.Arbitrary<RemoteImage> = fc
  .record({
    origin: remoteOriginArb,
    path: pathArb,
    pairs: fc.array(queryPairArb, { maxLength: 5 }),
    hash: fc.constantFrom('', '#top', '#a?b'),
  })
  .map(({ origin, path, pairs, hash }) => ({
    url: `${origin}${path}.jpg${pairs.length > 0 ? `?${pairs.join('&')}` : ''}${hash}`,
    base: `${origin}${path}.jpg`,
    pairs,
    hash,
  }));

/** Relative, root, static, assets and data URLs: none of them goes through the image service. */
export const localImageUrlArb = fc.oneof(
  pathArb.map((path) => `${path}.png`),
  pathArb.map((path) => `/static${path}.webp?v=1`),
  pathArb.map((path) => `/assets${path}.svg`),
  segmentArb.map((name) => `images/${name}.jpg`),
  fc.base64String({ minLength: 4, maxLength: 16 }).map((data) => `data:image/png;base64,${data}`),
  pathArb.map((path) => `${SITE_ORIGIN}${path}.jpg`),
);

export const widthArb = fc.option(fc.integer({ min: 1, max: 4000 }), { nil: undefined });

export const externalHrefArb = fc
  .tuple(
    fc.constantFrom(
      'https://www.example.com',
      'http://jrnz.localhost',
      'https://jrau.localhost:8443',
      'http://jrau.localhost',
      '//other.example.org',
    ),
    pathArb,
  )
  .map(([origin, path]) => `${origin}${path}`);

export const internalHrefArb = fc.oneof(
  pathArb,
  pathArb.map((path) => `${SITE_ORIGIN}${path}?q=1`),
  segmentArb.map((name) => `${name}/child`),
  segmentArb.map((name) => `?page=${name}`),
  segmentArb.map((name) => `#${name}`),
);

export const appHrefArb = fc.oneof(
  segmentArb.map((name) => `mailto:${name}@example.com`),
  fc.stringMatching(/^0[0-9]{9}$/).map((phone) => `tel:${phone}`),
);

export const rawPageInfoArb = (countryCode: fc.Arbitrary<string | null | undefined>): fc.Arbitrary<RawPageInfo> =>
  fc.record({
    gtagId: fc.stringMatching(/^GTM-[A-Z0-9]{6}$/),
    siteCode: fc.constantFrom('jrau', 'jrnz', 'rtau'),
    brand: fc.constantFrom('jc', 'rtm'),
    isRecaptchaDomain: fc.boolean(),
    head: fc.record(
      {
        pageType: fc.constantFrom('Category', 'Physical Product', 'Bespoke', 'Full Width'),
        product: fc.record({ sku: fc.stringMatching(/^[A-Z]{2}[0-9]{4}$/), offer: fc.record({ price: fc.integer({ min: 0, max: 5000 }) }) }),
      },
      { requiredKeys: ['pageType'] },
    ),
    countryCode,
    contactUsLink: pathArb,
    faqLink: pathArb,
  });
