import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { CAMPAIGN_SEARCH } from '../createad/stories/adsFixtures';
import { campaignsServer, type CampaignsData } from '../mycampaigns/campaignsFake';
import { CampaignStatistics } from './CampaignStatistics';

type Params = { language?: 'es' | 'en'; campaignId?: string; change?: (data: CampaignsData) => void };

const meta = {
  title: 'Campaigns/Statistics',
  component: CampaignStatistics,
  args: { today: '2026-03-02' },
  decorators: [(Story, { parameters }) => {
    const { language = 'es', campaignId = CAMPAIGN_SEARCH, change } = (parameters.stats ?? {}) as Params;
    return (
      <CrmStoryWrapper server={campaignsServer(change).server} path={`statistics/${campaignId}`} route="statistics/:campaignId" language={language}>
        <Story />
      </CrmStoryWrapper>
    );
  }],
} satisfies Meta<typeof CampaignStatistics>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};
export const English: Story = { parameters: { stats: { language: 'en' } } };
export const NoSearchTerms: Story = { parameters: { stats: { change: (d: CampaignsData) => { d.searchTerms = []; } } } };
export const NotFound: Story = { parameters: { stats: { campaignId: '00000000-0000-4000-8000-00000000caff' } } };
