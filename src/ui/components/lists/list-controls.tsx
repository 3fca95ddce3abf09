import { useCallback, useState } from 'react';
import { LIST_TOAST_ID } from './list-intent';
import type { ListsFailure, ListsUseCases } from '../../../application/use-cases/lists';
import { type ListIntent, type ListedProduct, type ListsState, bookmarkOf, listsHolding, withListIntent } from '../../../domain/lists';
import { DEFAULT_AUTH_BASE, signInHref } from '../../../domain/session';
import { useRouter } from '../../router';
import { useServices } from '../../services';
import { useProjection } from '../../use-projection';
import './list-controls.css';

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
      await act({ type: 'bookmark', projectId: project.id }, (lists) =>
        status ? lists.removeBookmark(project.id) : lists.bookmark(project, 'saved'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`list-button${status ? ' list-button--on' : ''}`}
      aria-pressed={status !== null}
      onClick={toggle}
      disabled={busy}
    >
      {status ? 'Bookmarked' : 'Bookmark'}
      <span className="visually-hidden"> {project.name}</span>
    </button>
  );
}
