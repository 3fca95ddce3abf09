import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { SearchSuggestionsUseCases, SuggestionsState } from '../../application/use-cases/search-suggestions';
import { movedActive, recentMatching, suggestionKey, suggestionsAnnouncement } from '../../domain/catalog/search-suggestions';
import type { Combobox, SuggestionsPanelProps } from '../layout/search-combobox';
import { useRouter } from '../router';
import { useServices } from '../services';
import { type Option, SuggestionOption } from './search-suggestion-option';
import './search-suggestions.css';

interface Group {
  readonly id: string;
  readonly label: string;
  readonly options: readonly Option[];
}

const IDLE: SuggestionsState = { text: '', status: 'idle', answer: null, recent: [] };
const noSubscription = () => () => undefined;

/** The groups the panel shows: the recent searches for an empty box (or a first letter), else the answer's products, categories and Makerhub items. */
function groupsOf(state: SuggestionsState, text: string): Group[] {
  if (suggestionKey(text) === null) {
    const recent = recentMatching(state.recent, text);
    if (recent.length === 0) return [];
    return [
      {
        id: 'recent',
        label: 'Recent searches',
        options: [...recent.map((entry) => ({ kind: 'recent' as const, text: entry })), { kind: 'clear' as const }],
      },
    ];
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

/**
 * The header search box's suggestion panel: a WAI-ARIA 1.2 combobox's listbox popup, loaded with the box's
 * first focus or keystroke. The text box stays focused throughout; the arrow keys move the active option
 * (aria-activedescendant), Enter opens it, Escape closes the panel and a second Escape clears the box.
 */
export function SuggestionsPanel({ inputId, listId, query, setQuery, setCombobox, control }: SuggestionsPanelProps) {
  const services = useServices();
  const { navigate } = useRouter();
  const [suggestions, setSuggestions] = useState<SearchSuggestionsUseCases | null>(null);
  const [open, setOpen] = useState(() => typeof document !== 'undefined' && document.activeElement?.id === inputId);
  const state = useSyncExternalStore(
    suggestions?.view.subscribe ?? noSubscription,
    () => suggestions?.view.getSnapshot() ?? IDLE,
    () => IDLE,
  );

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
  const optionId = (index: number) => optionIdOf(listId, index);
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

  useCloseOnPressOutside(open, inputId, close);

  const words = key?.split(' ') ?? [];
  const announcement = open && key !== null && state.status === 'ready' ? suggestionsAnnouncement(options.length) : '';

  return (
    <>
      <div className="suggest-panel" hidden={!expanded && !noResults} data-status={state.status}>
        <SuggestionList listId={listId} groups={groups} active={active} words={words} status={state.status} query={key ?? ''} onPick={pick} />
        {noResults && <p className="suggest-empty">No suggestions for “{query.trim()}”. Press Enter to search everything.</p>}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </>
  );
}

/** A press or focus anywhere outside the search form closes the panel. */
function useCloseOnPressOutside(open: boolean, inputId: string, close: () => void): void {
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
}

const optionIdOf = (listId: string, index: number) => `${listId}-${index}`;

/** The listbox: the groups of options, numbered in reading order so the arrow keys walk them as shown. */
function SuggestionList(props: {
  listId: string;
  groups: readonly Group[];
  active: number;
  words: readonly string[];
  status: SuggestionsState['status'];
  query: string;
  onPick: (option: Option) => void;
}) {
  const { listId, groups, active, words, status, query, onPick } = props;
  let index = 0;
  return (
    <div
      role="listbox"
      id={listId}
      aria-label="Search suggestions"
      className={`suggest-list${groups.some((g) => g.id === 'products') && groups.length > 1 ? ' suggest-list--columns' : ''}`}
      aria-busy={status === 'loading' || undefined}
      data-query={query}
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
                id={optionIdOf(listId, at)}
                role="option"
                aria-selected={at === active}
                className={`suggest-option suggest-option--${option.kind}${at === active ? ' suggest-option--active' : ''}`}
                // The text box keeps the focus: a press on an option must not take it away.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(option)}
              >
                <SuggestionOption option={option} words={words} />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
