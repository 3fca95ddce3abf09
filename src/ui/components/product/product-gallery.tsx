import { useState } from 'react';
import { ProductPicture } from '../product-picture';
import './product-gallery.css';

/** What each of a product's pictures shows, in the order the service lists them. */
const VIEW_NAMES = ['the product', 'a close-up', 'the product in its pack'] as const;
const viewName = (index: number): string => VIEW_NAMES[index] ?? `picture ${index + 1}`;

export const GALLERY_SIZE = 600;
/** The picture's width on the product page: its 600 px column, half the page beside the summary, or the page. */
export const GALLERY_SIZES = '(min-width: 1024px) 600px, (min-width: 768px) calc(50vw - 28px), calc(100vw - 32px)';
const THUMB_SIZE = 72;

export interface ProductGalleryProps {
  readonly title: string;
  /** The product's pictures, the lead one first. */
  readonly urls: readonly string[];
}

/**
 * The product's pictures: the one chosen, large, and a button per picture under it. The large picture keeps
 * its square box whichever is shown, so choosing another moves nothing on the page.
 */
export function ProductGallery({ title, urls }: ProductGalleryProps) {
  const [chosen, setChosen] = useState(0);
  const current = Math.min(chosen, urls.length - 1);
  const url = urls[current];
  if (url === undefined) return <div className="product-page__no-image" role="img" aria-label="No image available" />;
  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        <ProductPicture
          url={url}
          size={GALLERY_SIZE}
          sizes={GALLERY_SIZES}
          alt={current === 0 ? title : `${title}: ${viewName(current)}`}
          eager
          fetchPriority={current === 0 ? 'high' : undefined}
        />
      </div>
      {urls.length > 1 && (
        <ul className="product-gallery__thumbs" aria-label="Product pictures">
          {urls.map((thumb, index) => (
            <li key={thumb}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-pressed={index === current}
                aria-label={`Show ${viewName(index)} (picture ${index + 1} of ${urls.length})`}
                onClick={() => setChosen(index)}
              >
                <ProductPicture url={thumb} size={THUMB_SIZE} sizes={`${THUMB_SIZE}px`} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
