import { AddProjectToCartResponse } from '../../../contract/project-parts';
import type { Bff } from '../../application/ports/bff';
import type { Call } from './transport';

/** Our Makerhub calls: "Add all to cart" of a project, answered with the cart, the skipped parts and substitutes. */
export const projectPartsCalls = (call: Call): Bff['projectParts'] => ({
  addProjectToCart: (projectId, options) =>
    call({
      method: 'POST',
      path: `/bff/projects/${encodeURIComponent(projectId)}/add-to-cart`,
      schema: AddProjectToCartResponse,
      signal: options?.signal,
    }),
});
