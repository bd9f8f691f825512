import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { ImprovementsList } from '../improvements/ImprovementsList';
import { CampaignListPage } from './CampaignListPage';
import { listServer, type ListData } from './listFixtures';

type Params = { language?: 'es' | 'en'; change?: (data: ListData) => void };

const meta = {
  title: 'Campaigns/My campaigns',
  component: CampaignListPage,
  args: { today: '2026-03-02' },
  decorators: [(Story, { parameters }) => {
    const { language = 'es', change } = (parameters.list ?? {}) as Params;
    return (
      <CrmStoryWrapper server={listServer(change).server} path="mycampaigns" route="mycampaigns" language={language}>
        <Story />
      </CrmStoryWrapper>
    );
  }],
} satisfies Meta<typeof CampaignListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCampaigns: Story = {};
export const RelaunchDeclined: Story = { parameters: { list: { change: (d: ListData) => { d.declineRelaunch = true; d.ads.campaigns[0].status = 'PAUSED'; } } } };
export const Empty: Story = { parameters: { list: { change: (d: ListData) => { d.ads.campaigns = []; d.ads.drafts = []; } } } };
export const English: Story = { parameters: { list: { language: 'en' } } };
export const Improvements: Story = { render: () => <ImprovementsList /> };
export const NoImprovements: Story = { render: () => <ImprovementsList />, parameters: { list: { change: (d: ListData) => { d.improvements = []; } } } };
