import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { landingsServer, type LandingsData } from './landingsFake';
import { Projects } from './Projects';

type Params = { language?: 'es' | 'en'; change?: (data: LandingsData) => void };

/** A fake landings server per story; a test may build its own (to read the calls) and render Projects in the wrapper. */
const meta = {
  title: 'Landings/Projects',
  component: Projects,
  decorators: [(Story, { parameters }) => {
    const { language = 'es', change } = (parameters.projects ?? {}) as Params;
    return (
      <CrmStoryWrapper server={landingsServer(change).server} path="projects" route="projects" language={language}>
        <Story />
      </CrmStoryWrapper>
    );
  }],
} satisfies Meta<typeof Projects>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLandings: Story = {};
export const Empty: Story = { parameters: { projects: { change: (d: LandingsData) => { d.landings = []; } } } };
export const LoadFailed: Story = { parameters: { projects: { change: (d: LandingsData) => { d.failList = true; } } } };
/** The plan allows two landings and both exist: creating or duplicating is refused (SPEC §8 max_landings). */
export const PlanCapReached: Story = { parameters: { projects: { change: (d: LandingsData) => { d.cap = 2; } } } };
/** Another company's landing holds «ocupado», and this company's clinic holds «clinica-sol». */
export const SubdomainTaken: Story = { parameters: { projects: { change: (d: LandingsData) => { d.takenSubdomains = ['ocupado', 'mi-web']; } } } };
/** Duplicating and deleting the two sample landings (the plan has room). */
export const DuplicateAndDelete: Story = { parameters: { projects: { change: (d: LandingsData) => { d.cap = 10; } } } };
export const English: Story = { parameters: { projects: { language: 'en' } } };
