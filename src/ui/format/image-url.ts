/** Spec §9 Layout: the widths of an image source set. */
export const IMAGE_SRCSET_WIDTHS = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000] as const;

/**
 * Formats the image service draws: WebP is spec §7's; AVIF is offered beside it in a <picture> source,
 * since it is about a third smaller and every current browser but a few older Safaris decodes it.
 */
export type ImageFormat = 'webp' | 'avif';
export const IMAGE_TYPES: Readonly<Record<ImageFormat, string>> = { webp: 'image/webp', avif: 'image/avif' };

const REMOTE = /^https?:\/\//i;

const originOf = (url: string): string | undefined => /^https?:\/\/[^/?#]*/i.exec(url)?.[0].toLowerCase();

/**
 * Spec §7 Images: only remote http(s) images go through the image service. Relative and root paths (our own
 * '/static/' and '/assets/' included), data: URLs and absolute URLs on the site's own origin are local.
 */
export function isRemoteImageUrl(url: string, siteOrigin?: string): boolean {
  if (!REMOTE.test(url)) return false;
  return siteOrigin === undefined || originOf(url) !== originOf(siteOrigin);
}

/**
 * Spec §7 Images: a remote URL gets format=webp (or the format asked for) and, when given, width; other
 * query parameters are kept byte for byte and an existing format or width is replaced. Anything else is
 * returned unchanged.
 */
export function imageUrl(url: string, width?: number, siteOrigin?: string, format: ImageFormat = 'webp'): string {
  if (!isRemoteImageUrl(url, siteOrigin)) return url;
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const kept =
    queryAt === -1
      ? []
      : beforeHash
          .slice(queryAt + 1)
          .split('&')
          .filter((pair) => pair !== '' && !/^(format|width)(=|$)/.test(pair));
  const pixels = Math.round(width ?? 0);
  const ours = [`format=${format}`, ...(pixels >= 1 ? [`width=${pixels}`] : [])];
  return `${path}?${[...kept, ...ours].join('&')}${hash}`;
}

/**
 * Spec §9 Layout: "url 100w, url 200w, …, url 1000w" for a remote image. A local image has one size only,
 * so it gets no source set ('') and the browser uses its src (a data: URL's commas would also break a srcset).
 */
export function imageSrcSet(url: string, siteOrigin?: string, format: ImageFormat = 'webp'): string {
  if (!isRemoteImageUrl(url, siteOrigin)) return '';
  return IMAGE_SRCSET_WIDTHS.map((width) => `${imageUrl(url, width, siteOrigin, format)} ${width}w`).join(', ');
}
