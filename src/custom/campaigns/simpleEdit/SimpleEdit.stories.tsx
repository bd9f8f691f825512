import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { CAMPAIGN_SEARCH } from '../createad/stories/adsFixtures';
import { campaignsServer, type CampaignsData } from '../mycampaigns/campaignsFake';
import { SimpleEdit } from './SimpleEdit';

type Params = { language?: 'es' | 'en'; campaignId?: string; change?: (data: CampaignsData) => void };

const meta = {
  title: 'Campaigns/Simple edit',
  component: SimpleEdit,
  decorators: [(Story, { parameters }) => {
    const { language = 'es', campaignId = CAMPAIGN_SEARCH, change } = (parameters.simpleEdit ?? {}) as Params;
    return (
      <CrmStoryWrapper server={campaignsServer(change).server} path={`simple-edit/${campaignId}`} route="simple-edit/:campaignId" language={language}>
        <Story />
      </CrmStoryWrapper>
    );
  }],
} satisfies Meta<typeof SimpleEdit>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const PausedCardDeclined: Story = { parameters: { simpleEdit: { change: (d: CampaignsData) => { d.ads.campaigns[0].status = 'PAUSED'; d.refuseRelaunch = 'card'; } } } };
export const NotFound: Story = { parameters: { simpleEdit: { campaignId: '00000000-0000-4000-8000-00000000caff' } } };
export const English: Story = { parameters: { simpleEdit: { language: 'en' } } };
