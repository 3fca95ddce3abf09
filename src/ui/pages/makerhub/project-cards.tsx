import type { Project } from '../../../application/ports/bff-payloads';
import { Link } from '../../router';
import { BookmarkButton } from '../../components/lists/list-controls';

/** The kind, difficulty and (for a build) the time, as a project card and the detail page show them. */
export const projectMeta = (project: Pick<Project, 'kind' | 'difficulty' | 'timeRequired'>): string =>
  [project.kind, project.difficulty, project.timeRequired].filter((part) => part !== '' && part !== undefined).join(' · ');

/** Makerhub projects, articles or workshops as cards: picture, title linking to its page, meta and summary; a project's Bookmark. */
export function ProjectCards({ projects, headingLevel = 3 }: { projects: readonly Project[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul>
      {projects.map((project) => (
        <li key={project.id} className="cb-project">
          {/* The finished build, drawn as an SVG: one file for every width. */}
          {project.imageUrl && <img src={project.imageUrl} width={400} height={225} loading="lazy" decoding="async" alt="" />}
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
