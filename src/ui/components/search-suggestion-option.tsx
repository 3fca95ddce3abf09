import type { ReactNode } from 'react';
import type { ProductListing, ProjectHit } from '../../application/ports/bff-payloads';
import { saving } from '../../domain/catalog';
import { formatMoney } from '../../domain/money';
import { imageUrl } from '../format';
import { useRouter } from '../router';
import { useServices } from '../services';

/** One choice of the search box's suggestions panel. */
export type Option =
  | { readonly kind: 'product'; readonly product: ProductListing; readonly position: number }
  | { readonly kind: 'category'; readonly slug: string; readonly name: string; readonly count: number }
  | { readonly kind: 'content'; readonly hit: ProjectHit }
  | { readonly kind: 'recent'; readonly text: string }
  | { readonly kind: 'clear' };

const THUMB = 100;
const KIND_LABELS: Readonly<Record<string, string>> = { article: 'Article', project: 'Project', workshop: 'Workshop' };

/** The words typed, in bold where a word of the text starts with one. */
function Highlighted({ text, words }: { text: string; words: readonly string[] }): ReactNode {
  if (words.length === 0) return text;
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${escaped.join('|')})`, 'giu');
  const parts = text.split(pattern);
  return parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part));
}

/** What an option shows: a product with its picture and price, a category with its count, a Makerhub item, a recent search. */
export function SuggestionOption({ option, words }: { option: Option; words: readonly string[] }): ReactNode {
  const { origin } = useRouter();
  const { locale } = useServices().site;
  switch (option.kind) {
    case 'product': {
      const { product } = option;
      const was = saving(product) ? product.regularPrice : null;
      return (
        <>
          <span className="suggest__thumb">
            {product.imageUrl && (
              <img src={imageUrl(product.imageUrl, THUMB, origin)} width={48} height={48} alt="" loading="eager" decoding="async" />
            )}
          </span>
          <span className="suggest__main">
            <span className="suggest__title">
              <Highlighted text={product.title} words={words} />
            </span>
            {product.brandName && <span className="suggest__meta">{product.brandName}</span>}
          </span>
          <span className="suggest__price">
            {formatMoney(product.finalPrice, locale)}
            {was && (
              <s className="suggest__was">
                <span className="visually-hidden">, was </span>
                {formatMoney(was, locale)}
              </s>
            )}
          </span>
        </>
      );
    }
    case 'category':
      return (
        <>
          <span className="suggest__glyph" aria-hidden="true">
            <svg viewBox="0 0 24 24">
              <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
            </svg>
          </span>
          <span className="suggest__main">
            <span className="suggest__title">
              <Highlighted text={option.name} words={words} />
            </span>
          </span>
          <span className="suggest__count">
            {option.count}
            <span className="visually-hidden"> {option.count === 1 ? 'product' : 'products'}</span>
          </span>
        </>
      );
    case 'content':
      return (
        <>
          <span className="suggest__thumb suggest__thumb--content">
            {option.hit.imageUrl && <img src={imageUrl(option.hit.imageUrl, THUMB, origin)} width={48} height={48} alt="" decoding="async" />}
          </span>
          <span className="suggest__main">
            <span className="suggest__title">
              <Highlighted text={option.hit.title} words={words} />
            </span>
            <span className="suggest__meta">{KIND_LABELS[option.hit.kind] ?? option.hit.kind}</span>
          </span>
        </>
      );
    case 'recent':
      return (
        <>
          <span className="suggest__glyph" aria-hidden="true">
            <svg viewBox="0 0 24 24">
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" />
            </svg>
          </span>
          <span className="suggest__main">
            <span className="suggest__title">{option.text}</span>
          </span>
        </>
      );
    case 'clear':
      return <span className="suggest__clear">Clear recent searches</span>;
    default:
      return null;
  }
}
