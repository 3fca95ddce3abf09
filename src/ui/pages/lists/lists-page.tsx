import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import type { ListDetails, SkippedLine } from '../../../application/ports/bff';
import type { ListsFailure, ListsUseCases } from '../../../application/use-cases/lists';
import { type CustomerList, LISTS_PATH, MAX_LIST_COUNT, listDetailsPath, listNameError, listsPlace } from '../../../domain/lists';
import { formatMoney } from '../../../domain/money';
import type { Result } from '../../../domain/shared';
import { Link, useRouter } from '../../router';
import { useServices } from '../../services';
import { usePageHead } from '../../use-page-head';
import { useSessionRequired } from '../../use-session-required';
import { useListsState, useListsUseCases } from '../../components/lists/use-lists';
import './lists-page.css';

/**
 * Spec §2 page types "lists" (/lists) and "listDetails" (/lists/{id}): a signed-in customer's shopping and
 * project lists. Anyone else is sent to sign in and brought back, as My Account does.
 */
export function ListsPage() {
  const { path } = useRouter();
  const status = useSessionRequired();
  const place = listsPlace(path);

  if (status !== 'authenticated')
    return (
      <p className="page-loading" role="status">
        Loading your lists…
      </p>
    );
  return place?.type === 'listDetails' ? <ListDetailsView key={place.id} id={place.id} /> : <ListsOverview />;
}

/** Runs a list action, keeping what went wrong and what went right for the page to say. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const run = useCallback(async <T,>(action: () => Promise<Result<T, ListsFailure>>, done?: (value: T) => string): Promise<T | null> => {
    setBusy(true);
    setProblem(null);
    setNotice('');
    const answer = await action();
    setBusy(false);
    if (!answer.ok) {
      setProblem(answer.error.message);
      return null;
    }
    if (done) setNotice(done(answer.value));
    return answer.value;
  }, []);
  return { busy, problem, notice, run, setProblem };
}

function Messages({
  problem,
  notice,
  skipped,
}: {
  readonly problem: string | null;
  readonly notice: string;
  readonly skipped?: readonly SkippedLine[];
}) {
  return (
    <div className="lists-messages">
      <p role="status" className={notice ? 'lists-notice' : undefined}>
        {notice}
      </p>
      {skipped && skipped.length > 0 && (
        <div className="lists-skipped" role="alert">
          <p>Not added to your cart:</p>
          <ul>
            {skipped.map((line) => (
              <li key={line.sku}>
                {line.name}: {line.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="field__error" role="alert">
        {problem}
      </p>
    </div>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function ListsOverview() {
  usePageHead('My lists', 'Your shopping lists and project lists.', 'lists', LISTS_PATH);
  const lists = useListsUseCases();
  const state = useListsState();
  const { busy, problem, notice, run, setProblem } = useAction();
  const [skipped, setSkipped] = useState<readonly SkippedLine[]>([]);
  const [name, setName] = useState('');
  const nameId = useId();

  useEffect(() => {
    if (lists) void run(() => lists.refresh());
  }, [lists, run]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!lists) return;
    const invalid = listNameError(name);
    if (invalid) return setProblem(invalid);
    const made = await run(
      () => lists.create(name, []),
      (list) => `Created ${list.name}.`,
    );
    if (made) setName('');
  };
  const toCart = async (list: CustomerList) => {
    if (!lists) return;
    const answer = await run(
      () => lists.addToCart(list),
      (value) => `${plural(value.added.length, 'product', 'products')} from ${list.name} added to your cart.`,
    );
    setSkipped(answer?.skipped ?? []);
  };

  const groups = [
    {
      title: 'Shopping lists',
      lists: state.lists.filter((l) => l.type === 'shopping-list'),
      empty: 'No shopping lists yet. Create one here, or use "Add to list" on any product.',
    },
    {
      title: 'Project lists',
      lists: state.lists.filter((l) => l.type === 'project-list'),
      empty: 'No project lists yet. Save a project’s parts from its page in the Makerhub.',
    },
  ];

  return (
    <div className="lists-page">
      <h1>My lists</h1>
      <p>
        <Link href="/account/saved-projects">Saved projects</Link> · <Link href="/account">My Account</Link>
      </p>
      <form className="lists-create" onSubmit={create} noValidate>
        <label htmlFor={nameId}>New list name</label>
        <div className="lists-create__row">
          <input id={nameId} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} autoComplete="off" />
          <button type="submit" className="button" disabled={busy || !lists}>
            Create list
          </button>
        </div>
      </form>
      <Messages problem={problem} notice={notice} skipped={skipped} />
      {state.status === 'none' && !problem && <p className="page-loading">Loading your lists…</p>}
      {state.status === 'ready' &&
        groups.map((group) => (
          <section key={group.title} className="lists-group" aria-label={group.title}>
            <h2>{group.title}</h2>
            {group.lists.length === 0 ? (
              <p className="lists-empty">{group.empty}</p>
            ) : (
              <ul className="lists-cards">
                {group.lists.map((list) => (
                  <li key={list.id} className="lists-card">
                    <Link href={listDetailsPath(list.id)} className="lists-card__name">
                      {list.name}
                    </Link>
                    <span className="lists-card__meta">{plural(list.productIds.length, 'product', 'products')}</span>
                    <div className="lists-card__actions">
                      <button type="button" className="button" disabled={busy || list.productIds.length === 0} onClick={() => void toCart(list)}>
                        Add all to cart<span className="visually-hidden"> from {list.name}</span>
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={busy}
                        onClick={() =>
                          lists &&
                          void run(
                            () => lists.duplicate(list.id),
                            (copy) => `Made a copy: ${copy.name}.`,
                          )
                        }
                      >
                        Duplicate<span className="visually-hidden"> {list.name}</span>
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={busy}
                        onClick={() =>
                          lists &&
                          void run(
                            () => lists.remove(list.id),
                            () => `Deleted ${list.name}.`,
                          )
                        }
                      >
                        Delete<span className="visually-hidden"> {list.name}</span>
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
    </div>
  );
}

function ListDetailsView({ id }: { readonly id: string }) {
  const lists = useListsUseCases();
  const { site } = useServices();
  const { navigate } = useRouter();
  const [details, setDetails] = useState<ListDetails | null>(null);
  const [missing, setMissing] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState('');
  const [skipped, setSkipped] = useState<readonly SkippedLine[]>([]);
  const { busy, problem, notice, run, setProblem } = useAction();
  const nameId = useId();
  usePageHead(details?.list.name ?? 'List', 'One of your lists.', 'listDetails', listDetailsPath(id));

  const load = useCallback(
    async (use: ListsUseCases) => {
      const answer = await use.details(id);
      if (answer.ok) setDetails(answer.value);
      else if (answer.error.status === 404) setMissing(true);
      else setProblem(answer.error.message);
    },
    [id, setProblem],
  );
  useEffect(() => {
    if (lists) void load(lists);
  }, [lists, load]);

  if (missing) {
    return (
      <div className="lists-page">
        <h1>We could not find that list</h1>
        <p>
          It may have been deleted. <Link href={LISTS_PATH}>See all your lists</Link>
        </p>
      </div>
    );
  }
  if (!details || !lists)
    return (
      <p className="page-loading" role="status">
        {problem ?? 'Loading the list…'}
      </p>
    );
  const { list } = details;
  const money = (cents: number) => formatMoney({ centAmount: cents, currencyCode: site.currency }, site.locale);
  const total = details.lines.reduce((sum, line) => sum + (line.product ? line.product.finalPrice.centAmount * line.count : 0), 0);

  const change = async (action: () => Promise<Result<unknown, ListsFailure>>, done: string) => {
    const answer = await run(action, () => done);
    if (answer !== null) await load(lists);
  };
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = listNameError(name);
    if (invalid) return setProblem(invalid);
    const answer = await run(
      () => lists.rename(list.id, name),
      (renamed) => `Renamed to ${renamed.name}.`,
    );
    if (answer) {
      setRenaming(false);
      await load(lists);
    }
  };
  const toCart = async () => {
    const answer = await run(
      () => lists.addToCart(list),
      (value) => `${plural(value.added.length, 'product', 'products')} added to your cart.`,
    );
    setSkipped(answer?.skipped ?? []);
  };
  const duplicate = async () => {
    const copy = await run(() => lists.duplicate(list.id));
    if (copy) navigate(listDetailsPath(copy.id));
  };
  const remove = async () => {
    const done = await run(() => lists.remove(list.id));
    if (done !== null) navigate(LISTS_PATH);
  };

  return (
    <div className="lists-page">
      <p>
        <Link href={LISTS_PATH}>← All lists</Link>
      </p>
      <h1>{list.name}</h1>
      <p className="lists-card__meta">
        {list.type === 'project-list' ? 'Project list' : 'Shopping list'} · {plural(list.productCount, 'item', 'items')} · {money(total)}
      </p>
      <div className="lists-card__actions">
        <button type="button" className="button" disabled={busy || details.lines.length === 0} onClick={() => void toCart()}>
          Add all to cart
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          aria-expanded={renaming}
          onClick={() => {
            setName(list.name);
            setRenaming(!renaming);
          }}
        >
          Rename
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void duplicate()}>
          Duplicate
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void remove()}>
          Delete list
        </button>
      </div>
      {renaming && (
        <form className="lists-create" onSubmit={rename} noValidate>
          <label htmlFor={nameId}>List name</label>
          <div className="lists-create__row">
            <input id={nameId} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} autoComplete="off" />
            <button type="submit" className="button" disabled={busy}>
              Save name
            </button>
          </div>
        </form>
      )}
      <Messages problem={problem} notice={notice} skipped={skipped} />
      {details.lines.length === 0 ? (
        <p className="lists-empty">
          This list is empty. Use “Add to list” on a product to add it here. <Link href="/">Keep shopping</Link>
        </p>
      ) : (
        <ListLines
          list={list}
          lines={details.lines}
          busy={busy}
          money={money}
          onCount={(productId, title, count) => void change(() => lists.setCount(list.id, productId, count), `${title}: ${count} wanted.`)}
          onRemove={(productId, title) => void change(() => lists.removeFrom(list, productId), `Removed ${title}.`)}
        />
      )}
    </div>
  );
}

/** The products on a list: each with its price, stock, the count wanted and a way off the list. */
function ListLines(props: {
  readonly list: ListDetails['list'];
  readonly lines: ListDetails['lines'];
  readonly busy: boolean;
  readonly money: (cents: number) => string;
  readonly onCount: (productId: string, title: string, count: number) => void;
  readonly onRemove: (productId: string, title: string) => void;
}) {
  const { list, lines, busy, money, onCount, onRemove } = props;
  return (
    <ul className="lists-lines" aria-label={`Products in ${list.name}`}>
      {lines.map((line) => {
        const title = line.product?.title ?? line.productId;
        return (
          <li key={line.productId} className="lists-line">
            {line.product ? (
              <Link href={`/p/${encodeURIComponent(line.product.slug)}`} className="lists-line__name">
                {title}
              </Link>
            ) : (
              <span className="lists-line__name">{title} (no longer sold)</span>
            )}
            <span className="lists-line__price">{line.product ? money(line.product.finalPrice.centAmount) : ''}</span>
            <span className={line.product?.inStock ? 'lists-line__stock' : 'lists-line__stock lists-line__stock--out'}>
              {line.product?.inStock ? 'In stock' : 'Out of stock'}
            </span>
            <CountField title={title} count={line.count} disabled={busy} onChange={(count) => onCount(line.productId, title, count)} />
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => onRemove(line.productId, title)}>
              Remove<span className="visually-hidden"> {title}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function CountField({
  title,
  count,
  disabled,
  onChange,
}: {
  readonly title: string;
  readonly count: number;
  readonly disabled: boolean;
  readonly onChange: (count: number) => void;
}) {
  const id = useId();
  return (
    <span className="lists-line__count">
      <label htmlFor={id} className="visually-hidden">
        How many of {title}
      </label>
      <select id={id} value={count} disabled={disabled} onChange={(event) => onChange(Number(event.target.value))}>
        {Array.from({ length: Math.max(count, 20) }, (_, i) => i + 1)
          .filter((n) => n <= MAX_LIST_COUNT)
          .map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
      </select>
    </span>
  );
}
