import { useEffect } from 'react';
import { bookmarkOf, listIntentOf } from '../../../domain/lists';
import type { SessionState } from '../../../domain/session';
import { useRouter } from '../../router';
import { useServices } from '../../services';
import { useProjection } from '../../use-projection';
import { listedProduct } from './listed-product';

/** The lists' error toast (the list controls show theirs under the same id, so one replaces the other). */
export const LIST_TOAST_ID = 'lists-error';

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
