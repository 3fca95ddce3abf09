import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHAT_Z_INDEX,
  IMAGE_ALIGNMENTS,
  IMAGE_LAYOUTS,
  IMAGE_SRCSET_WIDTHS,
  IMAGE_VERTICAL_POSITIONS,
  imageSrcSet,
  imageUrl,
  isExternalLink,
  isImageAlignment,
  isImageLayout,
  isImageVerticalPosition,
  isRemoteImageUrl,
  linkBehaviour,
  opensChat,
  unreadBadge,
} from '../../src/ui/format';
import { CONTENT_PAGE_TYPES, isContentPageType } from '../../src/domain/page-info';
import { raisesApiError, statusMessage } from '../../kernel/http-status';
import { pageContext } from '../../src/domain/page-info';
import {
  SITE_ORIGIN,
  appHrefArb,
  externalHrefArb,
  internalHrefArb,
  localImageUrlArb,
  rawPageInfoArb,
  remoteImageArb,
  widthArb,
} from './arbitraries/presentation';

/** Splits a URL into what comes before the query, its pairs in order, and the fragment. */
function parts(url: string) {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const rest = hashAt === -1 ? url : url.slice(0, hashAt);
  const [base = '', query] = rest.split(/\?(.*)/s);
  return { base, pairs: query === undefined ? [] : query.split('&'), hash };
}

const isOurs = (pair: string) => /^(format|width)(=|$)/.test(pair);

describe('presentation: images', () => {
  it('a remote image gets format=webp and the width asked, keeping every other parameter in order', () => {
    fc.assert(
      fc.property(remoteImageArb, widthArb, (image, width) => {
        const result = parts(imageUrl(image.url, width, SITE_ORIGIN));
        expect(result.base).toBe(image.base);
        expect(result.hash).toBe(image.hash);
        const expected = [...image.pairs.filter((pair) => pair !== '' && !isOurs(pair)), 'format=webp'];
        if (width !== undefined) expected.push(`width=${width}`);
        expect(result.pairs).toEqual(expected);
      }),
    );
  });

  it('optimising an optimised URL again changes nothing, and a new width replaces the old one', () => {
    fc.assert(
      fc.property(remoteImageArb, widthArb, widthArb, (image, first, second) => {
        const once = imageUrl(image.url, first);
        expect(imageUrl(once, first)).toBe(once);
        expect(imageUrl(once, second)).toBe(imageUrl(image.url, second));
      }),
    );
  });

  it('local, static, data and same-origin images are left unchanged and get no source set', () => {
    fc.assert(
      fc.property(localImageUrlArb, widthArb, (url, width) => {
        expect(isRemoteImageUrl(url, SITE_ORIGIN)).toBe(false);
        expect(imageUrl(url, width, SITE_ORIGIN)).toBe(url);
        expect(imageSrcSet(url, SITE_ORIGIN)).toBe('');
      }),
    );
  });

  it('a remote source set lists the image at 100, 200, … 1000 px wide', () => {
    fc.assert(
      fc.property(remoteImageArb, (image) => {
        const entries = imageSrcSet(image.url).split(', ');
        expect(entries).toEqual(IMAGE_SRCSET_WIDTHS.map((width) => `${imageUrl(image.url, width)} ${width}w`));
        expect(IMAGE_SRCSET_WIDTHS).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
      }),
    );
  });

  it('an AVIF source set lists the same widths with format=avif, the rest of the URL kept', () => {
    fc.assert(
      fc.property(remoteImageArb, (image) => {
        const avif = imageSrcSet(image.url, SITE_ORIGIN, 'avif').split(', ');
        const webp = imageSrcSet(image.url, SITE_ORIGIN).split(', ');
        expect(avif).toEqual(webp.map((entry) => entry.replace('format=webp', 'format=avif')));
      }),
    );
  });

  it('a width that rounds below one pixel is left out', () => {
    expect(imageUrl('https://cdn.example.com/a.jpg', 0.4)).toBe('https://cdn.example.com/a.jpg?format=webp');
    expect(imageUrl('https://cdn.example.com/a.jpg?width=9&x=1', Number.NaN)).toBe('https://cdn.example.com/a.jpg?x=1&format=webp');
  });
});

describe('presentation: chat and links', () => {
  it('the unread badge shows the count from 1 to 99, "99+" above, nothing for none', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 100_000 }), (count) => {
        const badge = unreadBadge(count);
        if (count <= 0) expect(badge).toBeUndefined();
        else if (count > 99) expect(badge).toBe('99+');
        else expect(badge).toBe(String(count));
      }),
    );
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
    expect(CHAT_Z_INDEX).toBe(60);
  });

  it('a link opens the chat exactly when its target contains "#chat"', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (before, after, marked) => {
        const href = marked ? `${before}#chat${after}` : `${before}${after}`.replaceAll('#chat', '');
        expect(opensChat(href)).toBe(href.includes('#chat'));
        expect(linkBehaviour(href, SITE_ORIGIN) === 'openChat').toBe(href.includes('#chat'));
      }),
    );
    expect(opensChat(undefined)).toBe(false);
  });

  it('links to another origin open in a new tab', () => {
    fc.assert(
      fc.property(externalHrefArb, (href) => {
        expect(isExternalLink(href, SITE_ORIGIN)).toBe(true);
        expect(linkBehaviour(href, SITE_ORIGIN)).toBe('newTab');
      }),
    );
  });

  it('relative and same-origin links, mailto: and tel: stay in the tab', () => {
    fc.assert(
      fc.property(fc.oneof(internalHrefArb, appHrefArb), (href) => {
        expect(isExternalLink(href, SITE_ORIGIN)).toBe(false);
        expect(linkBehaviour(href, SITE_ORIGIN)).toBe('sameTab');
      }),
    );
    expect(isExternalLink('https://example.com', 'not an origin')).toBe(false);
  });
});

describe('presentation: statuses and layout', () => {
  it('maps the statuses of the catalogue to their message and any other to "Unknown Error"', () => {
    const table: Record<number, string> = {
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      500: 'Internal Server Error',
      502: 'Bad Gateway',
      503: 'Service Unavailable',
    };
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(400, 401, 403, 404, 500, 502, 503), fc.integer({ min: 0, max: 999 })), (status) => {
        expect(statusMessage(status)).toBe(table[status] ?? 'Unknown Error');
      }),
    );
  });

  it('every non-2xx status raises an API error', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        expect(raisesApiError(status)).toBe(status < 200 || status >= 300);
      }),
    );
  });
});

describe('presentation: content enumerations and page context', () => {
  it('image layout enumerations accept exactly the spec values', () => {
    expect(IMAGE_LAYOUTS).toEqual(['full-page', 'manual-dimensions', 'aspect-ratio']);
    expect(IMAGE_ALIGNMENTS).toEqual(['center', 'left', 'right']);
    expect(IMAGE_VERTICAL_POSITIONS).toEqual(['bottom', 'middle', 'top']);
    const all = [...IMAGE_LAYOUTS, ...IMAGE_ALIGNMENTS, ...IMAGE_VERTICAL_POSITIONS];
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...all), fc.string(), fc.integer()), (value) => {
        expect(isImageLayout(value)).toBe((IMAGE_LAYOUTS as readonly unknown[]).includes(value));
        expect(isImageAlignment(value)).toBe((IMAGE_ALIGNMENTS as readonly unknown[]).includes(value));
        expect(isImageVerticalPosition(value)).toBe((IMAGE_VERTICAL_POSITIONS as readonly unknown[]).includes(value));
      }),
    );
  });

  it('content page types are the 21 of the spec, spelt as it spells them', () => {
    expect(CONTENT_PAGE_TYPES).toHaveLength(21);
    for (const pageType of ['Physical Product', 'OrderConfirm', 'listDetails', 'Makerhub Project Detail']) {
      expect(isContentPageType(pageType)).toBe(true);
    }
    expect(isContentPageType('physical product')).toBe(false);
    expect(isContentPageType(1)).toBe(false);
  });

  it('page context upper-cases a known country code and defaults anything else to AU, leaving the rest as given', () => {
    const countryArb = fc.oneof(fc.constantFrom('au', 'nz', 'Nz', ' NZ ', 'AU', null, undefined, ''), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(rawPageInfoArb(countryArb), (raw) => {
        const context = pageContext(raw);
        const upper = (raw.countryCode ?? '').trim().toUpperCase();
        expect(context.countryCode).toBe(upper === 'NZ' ? 'NZ' : 'AU');
        expect({ ...context, countryCode: raw.countryCode }).toEqual(raw);
      }),
    );
  });
});
