import { useCallback, useEffect, useState } from 'react';
import type { ListsFailure, ListsUseCases } from '../../../application/use-cases/lists';
import { type ListIntent, type ListedProduct, type ListsState, bookmarkOf, listIntentOf, listsHolding, withListIntent } from '../../../domain/lists';
import type { Money } from '../../../domain/money';
import { DEFAULT_AUTH_BASE, type SessionState, signInHref } from '../../../domain/session';
import { useRouter } from '../../router';
import { useServices } from '../../services';
import { useProjection } from '../../use-projection';
import './list-controls.css';

const LIST_TOAST_ID = 'lists-error';

/** A product as a list control names it (analytics reads the same fields). */
export const listedProduct = (product: { readonly sku: string; readonly title: string; readonly finalPrice: Money; readonly brandName?: string }, quantity = 1): ListedProduct => ({
  sku: product.sku,
  name: product.title,
  price: product.finalPrice,
  quantity,
  ...(product.brandName ? { brandName: product.brandName } : {}),
});

/**
 * Runs a list action for a signed-in customer. A guest is sent to sign in with the action kept in the
 * address they come back to (useListIntent finishes it); a refusal shows as an error toast.
 */
export function useListAction() {
  const services = useServices();
  const { path, search, navigate } = useRouter();
  return useCallback(
    async (intent: ListIntent, run: (lists: ListsUseCases) => Promise<{ ok: boolean; error?: ListsFailure }>): Promise<boolean> => {
      const signedIn = services.views.session.getSnapshot().token?.isLoggedIn === true;
      if (!signedIn) {
        navigate(signInHref(DEFAULT_AUTH_BASE, withListIntent(path, search.toString(), intent)));
        return false;
      }
      const lists = await services.loadLists();
      const answer = await run(lists);
      if (!answer.ok && answer.error) services.toasts.show({ id: LIST_TOAST_ID, type: 'error', message: answer.error.message });
      return answer.ok;
    },
    [services, path, search, navigate],
  );
}

/** "Add to list": opens the customer lists drawer for the product once the lists are loaded (spec §2). */
export function AddToListButton({ product, className = 'list-button' }: { readonly product: ListedProduct; readonly className?: string }) {
  const { views } = useServices();
  const selectSaved = useCallback((state: ListsState) => listsHolding(state, product.sku).length > 0, [product.sku]);
  const saved = useProjection(views.lists, selectSaved);
  const act = useListAction();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await act({ type: 'addToList', sku: product.sku }, (lists) => lists.openFor(product));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`${className}${saved ? ` ${className}--on` : ''}`} onClick={open} disabled={busy} aria-haspopup="dialog">
      {saved ? 'In a list' : 'Add to list'}
      <span className="visually-hidden"> {product.name}</span>
    </button>
  );
}

/** Spec §4 Project bookmark: saves a project for later, or takes the bookmark off. */
export function BookmarkButton({ project }: { readonly project: { readonly id: string; readonly name: string } }) {
  const { views } = useServices();
  const selectStatus = useCallback((state: ListsState) => bookmarkOf(state, project.id)?.status ?? null, [project.id]);
  const status = useProjection(views.lists, selectStatus);
  const act = useListAction();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await act({ type: 'bookmark', projectId: project.id }, (lists) => (status ? lists.removeBookmark(project.id) : lists.bookmark(project, 'saved')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`list-button${status ? ' list-button--on' : ''}`} aria-pressed={status !== null} onClick={toggle} disabled={busy}>
      {status ? 'Bookmarked' : 'Bookmark'}
      <span className="visually-hidden"> {project.name}</span>
    </button>
  );
}

const selectSignedIn = (state: SessionState) => state.token?.isLoggedIn === true;

/**
 * Finishes what a guest started before signing in (a product to add to a list, a project to bookmark) once
 * they are back signed in, then drops it from the address. A signed-in customer's lists are loaded once, so
 * the controls show what is already saved.
 */
export function useListIntent(): void {
  const services = useServices();
  const { path, search, navigate } = useRouter();
  const signedIn = useProjection(services.views.session, selectSignedIn);
  const query = search.toString();
  useEffect(() => {
    if (!signedIn) return;
    const pending = listIntentOf(query);
    void services.loadLists().then(async (lists) => {
      // The project's page finishes a saveParts itself: it holds the parts.
      if (!pending || pending.intent.type === 'saveParts') {
        if (services.views.lists.getSnapshot().status === 'none') await lists.refresh();
        return;
      }
      navigate(`${path}${pending.rest ? `?${pending.rest}` : ''}`, { replace: true });
      const { intent } = pending;
      if (intent.type === 'addToList') {
        const found = await services.catalog.products([intent.sku]);
        const product = found.ok ? found.value[0] : undefined;
        if (product) await lists.openFor(listedProduct(product));
      } else if (intent.type === 'bookmark') {
        await lists.refresh();
        if (!bookmarkOf(services.views.lists.getSnapshot(), intent.projectId)) {
          // The shopper came back to the project's page: its title names the bookmark.
          const page = await services.catalog.page(path);
          const answer = await lists.bookmark({ id: intent.projectId, name: page.ok ? page.value.title : intent.projectId }, 'saved');
          if (!answer.ok) services.toasts.show({ id: LIST_TOAST_ID, type: 'error', message: answer.error.message });
        }
      }
    });
  }, [signedIn, query, path, services, navigate]);
}
