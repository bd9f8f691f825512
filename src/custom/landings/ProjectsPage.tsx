import { Projects } from './projects/Projects';

/** projects (SPEC §2): the company's landing pages. */
export default function ProjectsPage() {
  return <Projects />;
}
