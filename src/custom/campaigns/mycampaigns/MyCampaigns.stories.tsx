import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { campaignsServer, type CampaignsData } from './campaignsFake';
import { MyCampaigns } from './MyCampaigns';

type Params = { language?: 'es' | 'en'; change?: (data: CampaignsData) => void };

/** A fake server per story; a test may pass its own (to read the calls) as `server`. */
const meta = {
  title: 'Campaigns/My campaigns',
  component: MyCampaigns,
  args: { today: '2026-03-02' },
  decorators: [(Story, { parameters }) => {
    const { language = 'es', change } = (parameters.mycampaigns ?? {}) as Params;
    return (
      <CrmStoryWrapper server={campaignsServer(change).server} path="mycampaigns" route="mycampaigns" language={language}>
        <Story />
      </CrmStoryWrapper>
    );
  }],
} satisfies Meta<typeof MyCampaigns>;
export default meta;
type Story = StoryObj<typeof meta>;

const paused = (d: CampaignsData) => { d.ads.campaigns[0].status = 'PAUSED'; };

export const WithCampaigns: Story = {};
export const RelaunchCardDeclined: Story = { parameters: { mycampaigns: { change: (d: CampaignsData) => { paused(d); d.refuseRelaunch = 'card'; } } } };
export const RelaunchWithoutCard: Story = { parameters: { mycampaigns: { change: (d: CampaignsData) => { paused(d); d.refuseRelaunch = 'noCard'; } } } };
export const RelaunchOffline: Story = { parameters: { mycampaigns: { change: (d: CampaignsData) => { paused(d); d.refuseRelaunch = 'network'; } } } };
export const DollarAccount: Story = { parameters: { mycampaigns: { change: (d: CampaignsData) => { d.currency = 'USD'; } } } };
export const Empty: Story = { parameters: { mycampaigns: { change: (d: CampaignsData) => { d.ads.campaigns = []; d.ads.drafts = []; } } } };
export const LoadFailed: Story = { parameters: { mycampaigns: { change: (d: CampaignsData) => { d.failList = true; } } } };
export const English: Story = { parameters: { mycampaigns: { language: 'en' } } };
