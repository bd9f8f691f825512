import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import WorkflowCreatePage from '../../../resources/workflows/WorkflowCreatePage';
import WorkflowEditPage from '../../../resources/workflows/WorkflowEditPage';
import WorkflowExecutionsPage from '../../../resources/workflows/WorkflowExecutionsPage';
import WorkflowListPage from '../../../resources/workflows/WorkflowListPage';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { WF_DRAFT, WF_WELCOME, workflowServer } from './workflowFake';

type Screen = 'list' | 'create' | 'edit' | 'runs';
const SCREENS: Record<Screen, { path: (id: string) => string; route: string; Page: () => React.ReactNode }> = {
  list: { path: () => 'crm/workflows', route: 'crm/workflows', Page: WorkflowListPage },
  create: { path: () => 'crm/workflows/create', route: 'crm/workflows/create', Page: WorkflowCreatePage },
  edit: { path: (id) => `crm/workflows/edit/${id}`, route: 'crm/workflows/edit/:id', Page: WorkflowEditPage },
  runs: { path: (id) => `crm/workflow-executions/${id}`, route: 'crm/workflow-executions/:workflowId', Page: WorkflowExecutionsPage },
};

/** The workflow screens over a fake server: the list, the builder (new and saved) and a workflow's runs. */
function WorkflowScreen({ screen, id = WF_WELCOME, language = 'es' }: { screen: Screen; id?: string; language?: 'es' | 'en' }) {
  const { path, route, Page } = SCREENS[screen];
  return (
    <CrmStoryWrapper server={workflowServer().server} path={path(id)} route={route} language={language}>
      <Box sx={{ height: 760 }}><Page /></Box>
    </CrmStoryWrapper>
  );
}

const meta = { title: 'CRM/Workflows', component: WorkflowScreen } satisfies Meta<typeof WorkflowScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = { args: { screen: 'list' } };
export const ListEnglish: Story = { args: { screen: 'list', language: 'en' } };
export const Builder: Story = { args: { screen: 'edit' } };
export const BuilderEnglish: Story = { args: { screen: 'edit', language: 'en' } };
/** A draft whose email step misses its template and sender: the node shows it. */
export const BuilderFaultyDraft: Story = { args: { screen: 'edit', id: WF_DRAFT } };
export const BuilderNew: Story = { args: { screen: 'create' } };
export const Runs: Story = { args: { screen: 'runs' } };
export const RunsEnglish: Story = { args: { screen: 'runs', language: 'en' } };
