import { IMAGE_TYPES, imageSrcSet, imageUrl } from '../format';
import { useRouter } from '../router';

export interface ProductPictureProps {
  readonly url: string;
  /** The width and height the picture is laid out at (a square), so it takes its place before it loads. */
  readonly size: number;
  /** The `sizes` of its source sets: how wide it shows at each viewport. */
  readonly sizes: string;
  readonly alt: string;
  /** Loaded when the page is (the first row, the lead picture) rather than when scrolled into view. */
  readonly eager?: boolean;
  readonly fetchPriority?: 'high' | 'low';
  readonly className?: string;
}

/**
 * A product picture from the image service: AVIF for the browsers that decode it, then WebP, each at the
 * source-set widths, and the WebP `src` for the rest. A local image (no service) is its plain `<img>`.
 */
export function ProductPicture({ url, size, sizes, alt, eager = false, fetchPriority, className }: ProductPictureProps) {
  const { origin } = useRouter();
  const avif = imageSrcSet(url, origin, 'avif');
  const webp = imageSrcSet(url, origin, 'webp');
  const img = (
    <img
      className={className}
      src={imageUrl(url, size, origin)}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? undefined : 'async'}
      fetchPriority={fetchPriority}
      alt={alt}
    />
  );
  if (!avif) return img;
  return (
    <picture className="product-picture">
      <source type={IMAGE_TYPES.avif} srcSet={avif} sizes={sizes} />
      <source type={IMAGE_TYPES.webp} srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}

/** What the server's `leadImage` preloads for a picture: the AVIF source, which is what a browser that takes the preload picks. */
export function leadPictureOf(
  url: string,
  size: number,
  sizes: string,
  origin: string,
): { href: string; srcSet?: string; sizes?: string; type?: string } {
  const srcSet = imageSrcSet(url, origin, 'avif');
  return srcSet ? { href: imageUrl(url, size, origin, 'avif'), srcSet, sizes, type: IMAGE_TYPES.avif } : { href: imageUrl(url, size, origin) };
}
