import { z } from 'zod/mini';
import { SEARCH_QUERY_MAX_LENGTH } from '../kernel/search-text';
import { ProjectSummaryWire } from './products';

/** The most Makerhub items one content search answers with. */
export const MAX_PROJECT_SEARCH_LIMIT = 24;

/** GET /bff/projects/search?q=&limit=: the same rules for q as the product search. */
export const ProjectSearchQuery = z.object({
  q: z.string({ error: 'is required: the words to search for' }).check(
    z.maxLength(SEARCH_QUERY_MAX_LENGTH, `must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
    z.refine((q) => /[\p{L}\p{N}]/u.test(q), 'must contain a letter or a digit'),
  ),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PROJECT_SEARCH_LIMIT)), 6),
});
export type ProjectSearchQuery = z.infer<typeof ProjectSearchQuery>;

/** A Makerhub article, project or workshop as a search result: what a link to it needs, no parts list. */
export const ProjectHit = ProjectSummaryWire;
export type ProjectHit = ProjectSummaryWire;

export const ProjectSearch = z.object({
  /** The words searched for, as the index read them. */
  q: z.string(),
  /** Every match of the site; `projects` holds the best `limit` of them. */
  total: z.int().check(z.nonnegative()),
  projects: z.array(ProjectHit),
});
export type ProjectSearch = z.infer<typeof ProjectSearch>;
