import type { ApiError } from '../../application/ports/api-error';
import type { ProjectHit, ProjectSearch } from '../../application/ports/bff';
import { contentSearchWords, isSearchTooLong, rankContent, SEARCH_QUERY_MAX_LENGTH } from '../../domain/catalog';
import { type Result, err, ok } from '../../domain/shared';

const hit = (
  slug: string,
  kind: 'article' | 'project' | 'workshop',
  title: string,
  difficulty: string,
  summary: string,
  publishedAt: string,
): ProjectHit => ({
  id: `memory-${slug}`,
  slug,
  title,
  summary,
  kind,
  difficulty,
  publishedAt,
  url: `/makerhub/${kind}s/${slug}`,
  imageUrl: null,
});

/** A few Makerhub items: one of each kind, and one that names soldering only in its summary. */
export const MEMORY_PROJECTS: readonly ProjectHit[] = [
  hit(
    'soldering-101',
    'article',
    'Soldering 101: Clean Joints Every Time',
    'Beginner',
    'Tip care, temperature, flux and the shiny-cone test.',
    '2024-03-04T00:00:00.000Z',
  ),
  hit(
    'coin-cell-ornament',
    'project',
    'Coin Cell Christmas Ornament',
    'Beginner',
    'A flickering LED star, soldered in an afternoon.',
    '2024-06-10T00:00:00.000Z',
  ),
  hit(
    'intro-to-soldering-workshop',
    'workshop',
    'Intro to Soldering Workshop',
    'Beginner',
    'Solder a blinking badge to take home.',
    '2024-01-15T00:00:00.000Z',
  ),
  hit(
    'weather-station',
    'project',
    'Backyard Weather Station',
    'Intermediate',
    'Log temperature, humidity and pressure to a web dashboard.',
    '2024-02-01T00:00:00.000Z',
  ),
];

/** The server's rules for GET /bff/projects/search: the same refusals, matches and order. */
export function searchMemoryProjects(projects: readonly ProjectHit[], term: string, limit = 6): Result<ProjectSearch, ApiError> {
  if (isSearchTooLong(term)) return err({ status: 400, message: `query.q: must be at most ${SEARCH_QUERY_MAX_LENGTH} characters` });
  const words = contentSearchWords(term);
  if (words.length === 0) return err({ status: 400, message: 'query.q: must contain a letter or a digit' });
  const found = rankContent(projects, words);
  return ok({ q: words.join(' '), total: found.length, projects: found.slice(0, limit) });
}
