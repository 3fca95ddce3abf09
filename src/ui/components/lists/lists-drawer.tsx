import { type FormEvent, useEffect, useId, useState } from 'react';
import type { ProductDetail } from '../../../application/ports/bff';
import type { DrawersState } from '../../../domain/drawers';
import { type CustomerList, LISTS_PATH, listNameError } from '../../../domain/lists';
import { Link } from '../../router';
import { useServices } from '../../services';
import { useProjection } from '../../use-projection';
import { Drawer } from '../drawer';
import { listedProduct } from './listed-product';
import { useListsState, useListsUseCases } from './use-lists';
import './lists-drawer.css';

const selectSku = (state: DrawersState) => state.sku;
const TYPE_LABEL = { 'shopping-list': 'Shopping list', 'project-list': 'Project list' } as const;

/**
 * Spec §2 customer lists drawer: opened once the lists are loaded, for one product. Each list can take it
 * or let it go; a new list can be started with it. It closes on any route change (the drawers' rule).
 */
export function ListsDrawer() {
  const { views, drawers, catalog } = useServices();
  const sku = useProjection(views.drawers, selectSku);
  const lists = useListsUseCases();
  const { lists: all } = useListsState();
  const [product, setProduct] = useState<ProductDetail | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [name, setName] = useState('');
  const nameId = useId();
  const problemId = useId();

  useEffect(() => {
    if (!sku) return;
    let live = true;
    void catalog.products([sku]).then((found) => live && found.ok && setProduct(found.value[0] ?? null));
    return () => {
      live = false;
    };
  }, [sku, catalog]);

  const close = () => drawers.close('customerLists');
  const holds = (list: CustomerList) => Boolean(sku && list.productIds.some((id) => id.toLowerCase() === sku.toLowerCase()));

  const toggle = async (list: CustomerList) => {
    if (!lists || !product) return;
    setBusy(list.id);
    setProblem(null);
    const answer = holds(list) ? await lists.removeFrom(list, product.sku) : await lists.addTo(list, listedProduct(product));
    setBusy(null);
    if (!answer.ok) setProblem(answer.error.message);
    else setStatus(holds(answer.value) ? `Added to ${list.name}` : `Removed from ${list.name}`);
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!lists || !product) return;
    const invalid = listNameError(name);
    if (invalid) return setProblem(invalid);
    setBusy('new');
    setProblem(null);
    const answer = await lists.create(name, [listedProduct(product)]);
    setBusy(null);
    if (!answer.ok) return setProblem(answer.error.message);
    setName('');
    setStatus(`Saved to your new list ${answer.value.name}`);
  };

  return (
    <Drawer title="Save to a list" onClose={close}>
      <div className="lists-drawer">
        {product && <p className="lists-drawer__product">{product.title}</p>}
        {all.length === 0 ? (
          <p>You have no lists yet. Name your first one below.</p>
        ) : (
          <ul className="lists-drawer__lists" aria-label="Your lists">
            {all.map((list) => (
              <li key={list.id}>
                <label className="lists-drawer__list">
                  <input type="checkbox" checked={holds(list)} disabled={busy !== null || !product} onChange={() => void toggle(list)} />
                  <span className="lists-drawer__name">{list.name}</span>
                  <span className="lists-drawer__meta">
                    {TYPE_LABEL[list.type]} · {list.productIds.length} {list.productIds.length === 1 ? 'product' : 'products'}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <form className="lists-drawer__new" onSubmit={create} noValidate>
          <label htmlFor={nameId}>New list name</label>
          <div className="lists-drawer__row">
            <input
              id={nameId}
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={problem !== null}
              aria-describedby={problem ? problemId : undefined}
              autoComplete="off"
            />
            <button type="submit" className="button" disabled={busy !== null || !product}>
              {busy === 'new' ? 'Creating…' : 'Create list'}
            </button>
          </div>
        </form>
        {problem && (
          <p className="lists-drawer__problem" id={problemId} role="alert">
            {problem}
          </p>
        )}
        <p className="visually-hidden" role="status">
          {status}
        </p>
        <p>
          <Link href={LISTS_PATH}>See all your lists</Link>
        </p>
      </div>
    </Drawer>
  );
}
