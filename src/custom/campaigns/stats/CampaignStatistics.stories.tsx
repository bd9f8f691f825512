import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { CAMPAIGN_SEARCH } from '../createad/stories/adsFixtures';
import { listServer } from '../list/listFixtures';
import { SimpleEdit } from '../simpleEdit/SimpleEdit';
import { CampaignStatistics } from './CampaignStatistics';

type Params = { language?: 'es' | 'en'; route?: string; path?: string };

const meta = {
  title: 'Campaigns/Statistics',
  component: CampaignStatistics,
  args: { today: '2026-03-02' },
  decorators: [(Story, { parameters }) => {
    const { language = 'es', route = 'statistics/:campaignId', path = `statistics/${CAMPAIGN_SEARCH}` } = (parameters.stats ?? {}) as Params;
    return (
      <CrmStoryWrapper server={listServer().server} path={path} route={route} language={language}>
        <Story />
      </CrmStoryWrapper>
    );
  }],
} satisfies Meta<typeof CampaignStatistics>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};
export const English: Story = { parameters: { stats: { language: 'en' } } };
export const QuickEdit: Story = { render: () => <SimpleEdit />, parameters: { stats: { route: 'simple-edit/:campaignId', path: `simple-edit/${CAMPAIGN_SEARCH}` } } };
