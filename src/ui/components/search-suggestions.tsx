import { type ReactNode, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ProductListing, ProjectHit } from '../../application/ports/bff-payloads';
import type { SearchSuggestionsUseCases, SuggestionsState } from '../../application/use-cases/search-suggestions';
import { saving } from '../../domain/catalog';
import { movedActive, recentMatching, suggestionKey, suggestionsAnnouncement } from '../../domain/catalog/search-suggestions';
import { formatMoney } from '../../domain/money';
import { imageUrl } from '../format';
import type { Combobox, SuggestionsPanelProps } from '../layout/search-combobox';
import { useRouter } from '../router';
import { useServices } from '../services';
import './search-suggestions.css';

type Option =
  | { readonly kind: 'product'; readonly product: ProductListing; readonly position: number }
  | { readonly kind: 'category'; readonly slug: string; readonly name: string; readonly count: number }
  | { readonly kind: 'content'; readonly hit: ProjectHit }
  | { readonly kind: 'recent'; readonly text: string }
  | { readonly kind: 'clear' };

interface Group {
  readonly id: string;
  readonly label: string;
  readonly options: readonly Option[];
}

const IDLE: SuggestionsState = { text: '', status: 'idle', answer: null, recent: [] };
const noSubscription = () => () => undefined;
const THUMB = 100;
const KIND_LABELS: Readonly<Record<string, string>> = { article: 'Article', project: 'Project', workshop: 'Workshop' };

/** The groups the panel shows: the recent searches for an empty box (or a first letter), else the answer's products, categories and Makerhub items. */
function groupsOf(state: SuggestionsState, text: string): Group[] {
  if (suggestionKey(text) === null) {
    const recent = recentMatching(state.recent, text);
    if (recent.length === 0) return [];
    return [{ id: 'recent', label: 'Recent searches', options: [...recent.map((entry) => ({ kind: 'recent' as const, text: entry })), { kind: 'clear' as const }] }];
  }
  const answer = state.answer;
  if (!answer) return [];
  const groups: Group[] = [
    { id: 'products', label: 'Products', options: answer.products.map((product, i) => ({ kind: 'product' as const, product, position: i + 1 })) },
    { id: 'categories', label: 'Categories', options: answer.categories.map((category) => ({ kind: 'category' as const, ...category })) },
    { id: 'content', label: 'From the Makerhub', options: answer.content.map((hit) => ({ kind: 'content' as const, hit })) },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/** The words typed, in bold where a word of the text starts with one. */
function Highlighted({ text, words }: { text: string; words: readonly string[] }): ReactNode {
  if (words.length === 0) return text;
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${escaped.join('|')})`, 'giu');
  const parts = text.split(pattern);
  return parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part));
}

/**
 * The header search box's suggestion panel: a WAI-ARIA 1.2 combobox's listbox popup, loaded with the box's
 * first focus or keystroke. The text box stays focused throughout; the arrow keys move the active option
 * (aria-activedescendant), Enter opens it, Escape closes the panel and a second Escape clears the box.
 */
export function SuggestionsPanel({ inputId, listId, query, setQuery, setCombobox, control }: SuggestionsPanelProps) {
  const services = useServices();
  const { navigate, origin } = useRouter();
  const { locale } = services.site;
  const [suggestions, setSuggestions] = useState<SearchSuggestionsUseCases | null>(null);
  const [open, setOpen] = useState(() => typeof document !== 'undefined' && document.activeElement?.id === inputId);
  const state = useSyncExternalStore(suggestions?.view.subscribe ?? noSubscription, () => suggestions?.view.getSnapshot() ?? IDLE, () => IDLE);

  useEffect(() => {
    let live = true;
    services.loadSuggestions().then(
      (loaded) => {
        if (!live) return;
        setSuggestions(loaded);
        loaded.input(query);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // The text is handed over once, when the suggestions arrive; later keystrokes come through `control.input`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services]);

  const groups = useMemo(() => groupsOf(state, query), [state, query]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  // The active option belongs to the options it was chosen among: new options start with none active.
  const [activeOf, setActiveOf] = useState<{ options: readonly Option[]; index: number }>({ options, index: -1 });
  const active = activeOf.options === options ? activeOf.index : -1;
  const optionId = (index: number) => `${listId}-${index}`;
  const key = suggestionKey(query);
  const expanded = open && options.length > 0;
  const noResults = open && key !== null && state.status === 'ready' && options.length === 0;

  useEffect(() => {
    setCombobox({ expanded, ...(expanded && active >= 0 ? { active: optionId(active) } : {}) } satisfies Combobox);
    // optionId only joins listId and the index.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expanded, active, setCombobox]);

  // The active option stays on the screen as the arrow keys move through a panel taller than it.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const close = useCallback(() => {
    setOpen(false);
    suggestions?.cancel();
  }, [suggestions]);

  const pick = (option: Option) => {
    switch (option.kind) {
      case 'clear':
        suggestions?.clearRecent();
        return;
      case 'recent':
        close();
        setQuery(option.text);
        suggestions?.searched(option.text);
        navigate(`/search?q=${encodeURIComponent(option.text)}`);
        return;
      case 'product':
        close();
        suggestions?.pickProduct(option.product, option.position);
        navigate(`/p/${encodeURIComponent(option.product.slug)}`);
        return;
      case 'category':
        close();
        navigate(`/c/${encodeURIComponent(option.slug)}`);
        return;
      case 'content':
        close();
        navigate(option.hit.url);
        return;
      default: {
        const exhaustive: never = option;
        return exhaustive;
      }
    }
  };

  // What the header's text box hands on: its keystrokes, its text and its focus.
  control.current = {
    input(text) {
      setOpen(true);
      suggestions?.input(text);
    },
    focus: () => setOpen(true),
    submitted: close,
    keyDown(event) {
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          event.preventDefault();
          if (!open) setOpen(true);
          setActiveOf({ options, index: movedActive(active, options.length, event.key === 'ArrowDown' ? 1 : -1) });
          return;
        }
        case 'Enter': {
          const option = expanded && active >= 0 ? options[active] : undefined;
          if (!option) return;
          event.preventDefault();
          pick(option);
          return;
        }
        case 'Escape':
          // Not the search field's own Escape, which would clear the text while the panel shows.
          event.preventDefault();
          if (open && (expanded || noResults)) close();
          else if (query !== '') {
            setQuery('');
            suggestions?.input('');
          }
          return;
        case 'Tab':
          close();
          return;
        default:
      }
    },
  };

  // A press or focus anywhere outside the search form closes the panel.
  useEffect(() => {
    if (!open) return;
    const form = document.getElementById(inputId)?.closest('form');
    const outside = (event: Event) => {
      if (form && event.target instanceof Node && !form.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, inputId, close]);

  const words = key?.split(' ') ?? [];
  const announcement = open && key !== null && state.status === 'ready' ? suggestionsAnnouncement(options.length) : '';
  let index = 0;

  const content = (option: Option): ReactNode => {
    switch (option.kind) {
      case 'product': {
        const { product } = option;
        const was = saving(product) ? product.regularPrice : null;
        return (
          <>
            <span className="suggest__thumb">
              {product.imageUrl && <img src={imageUrl(product.imageUrl, THUMB, origin)} width={48} height={48} alt="" loading="eager" decoding="async" />}
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
  };

  return (
    <>
      <div className="suggest-panel" hidden={!expanded && !noResults} data-status={state.status}>
        <div
          role="listbox"
          id={listId}
          aria-label="Search suggestions"
          className={`suggest-list${groups.some((g) => g.id === 'products') && groups.length > 1 ? ' suggest-list--columns' : ''}`}
          aria-busy={state.status === 'loading' || undefined}
          data-query={key ?? ''}
        >
          {groups.map((group) => (
            <div key={group.id} role="group" aria-labelledby={`${listId}-${group.id}`} className={`suggest-group suggest-group--${group.id}`}>
              <div role="presentation" id={`${listId}-${group.id}`} className="suggest-group__label">
                {group.label}
              </div>
              {group.options.map((option) => {
                const at = index++;
                return (
                  <div
                    key={at}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === active}
                    className={`suggest-option suggest-option--${option.kind}${at === active ? ' suggest-option--active' : ''}`}
                    // The text box keeps the focus: a press on an option must not take it away.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(option)}
                  >
                    {content(option)}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {noResults && <p className="suggest-empty">No suggestions for “{query.trim()}”. Press Enter to search everything.</p>}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </>
  );
}
