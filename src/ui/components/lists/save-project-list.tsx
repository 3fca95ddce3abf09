import { useEffect, useRef, useState } from 'react';
import type { ProductListing } from '../../../application/ports/bff-payloads';
import { type CustomerList, listDetailsPath, listIntentOf } from '../../../domain/lists';
import type { SessionState } from '../../../domain/session';
import { Link, useRouter } from '../../router';
import { useServices } from '../../services';
import { useProjection } from '../../use-projection';
import { useListAction } from './list-controls';
import { listedProduct } from './listed-product';

export interface SavableProject {
  readonly id: string;
  readonly title: string;
  readonly parts: ReadonlyArray<{ readonly product: ProductListing; readonly quantity: number }>;
}

const selectSignedIn = (state: SessionState) => state.token?.isLoggedIn === true;

/**
 * "Save as project list": the project's parts, with their quantities, as a project list named after it. A guest
 * signs in and comes back to this page, which then saves it (?saveParts={projectId}).
 */
export function SaveAsProjectListButton({ project }: { readonly project: SavableProject }) {
  const services = useServices();
  const { path, search, navigate } = useRouter();
  const signedIn = useProjection(services.views.session, selectSignedIn);
  const act = useListAction();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<CustomerList | null>(null);
  const finishing = useRef(false);

  const save = async () => {
    setBusy(true);
    try {
      await act({ type: 'saveParts', projectId: project.id }, async (lists) => {
        const answer = await lists.create(
          project.title,
          project.parts.map(({ product, quantity }) => listedProduct(product, quantity)),
          'project-list',
        );
        if (answer.ok) setSaved(answer.value);
        return answer;
      });
    } finally {
      setBusy(false);
    }
  };

  // Back from signing in with ?saveParts= for this project: save once, then drop it from the address.
  const query = search.toString();
  useEffect(() => {
    const pending = listIntentOf(query);
    if (!signedIn || finishing.current || pending?.intent.type !== 'saveParts' || pending.intent.projectId !== project.id) return;
    finishing.current = true;
    navigate(`${path}${pending.rest ? `?${pending.rest}` : ''}`, { replace: true });
    void save();
    // save reads the latest project; it runs once per return from signing in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, query, path, project.id, navigate]);

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => void save()} disabled={busy || project.parts.length === 0}>
        {busy ? 'Saving…' : 'Save as project list'}
      </button>
      <p role="status" className="mh-saved">
        {saved && (
          <>
            Saved as your project list <Link href={listDetailsPath(saved.id)}>{saved.name}</Link>.
          </>
        )}
      </p>
    </>
  );
}
