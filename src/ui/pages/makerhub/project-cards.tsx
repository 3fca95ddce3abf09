import type { Project } from '../../../application/ports/bff-payloads';
import { imageSrcSet, imageUrl } from '../../../domain/presentation';
import { Link, useRouter } from '../../router';
import { BookmarkButton } from '../../components/lists/list-controls';

/** The kind, difficulty and (for a build) the time, as a project card and the detail page show them. */
export const projectMeta = (project: Pick<Project, 'kind' | 'difficulty' | 'timeRequired'>): string =>
  [project.kind, project.difficulty, project.timeRequired].filter((part) => part !== '' && part !== undefined).join(' · ');

/** Makerhub projects, articles or workshops as cards: picture, title linking to its page, meta and summary; a project's Bookmark. */
export function ProjectCards({ projects, headingLevel = 3 }: { projects: readonly Project[]; headingLevel?: 2 | 3 }) {
  const { origin } = useRouter();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul>
      {projects.map((project) => (
        <li key={project.id} className="cb-project">
          {project.imageUrl && (
            <img src={imageUrl(project.imageUrl, 400, origin)} srcSet={imageSrcSet(project.imageUrl, origin) || undefined} sizes="(min-width: 1024px) 300px, (min-width: 768px) 45vw, 90vw" width={400} height={225} loading="lazy" alt="" />
          )}
          <Heading>
            <Link href={project.url}>{project.title}</Link>
          </Heading>
          <p className="cb-project__meta">{projectMeta(project)}</p>
          <p>{project.summary}</p>
          {project.kind === 'project' && <BookmarkButton project={{ id: project.id, name: project.title }} />}
        </li>
      ))}
    </ul>
  );
}
