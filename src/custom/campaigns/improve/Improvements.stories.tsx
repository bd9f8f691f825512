import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { CAMPAIGN_PMAX } from '../createad/stories/adsFixtures';
import { campaignsServer, type CampaignsData } from '../mycampaigns/campaignsFake';
import { everyImprovementType } from './improvementFixtures';
import { Improvements } from './Improvements';

type Params = { language?: 'es' | 'en'; path?: string; change?: (data: CampaignsData) => void };

const meta = {
  title: 'Campaigns/Improvements',
  component: Improvements,
  decorators: [(Story, { parameters }) => {
    const { language = 'es', path = 'improvements', change } = (parameters.improvements ?? {}) as Params;
    return (
      <CrmStoryWrapper server={campaignsServer(change).server} path={path} route="improvements" language={language}>
        <Story />
      </CrmStoryWrapper>
    );
  }],
} satisfies Meta<typeof Improvements>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const OneCampaign: Story = { parameters: { improvements: { path: `improvements?campaignId=${CAMPAIGN_PMAX}` } } };
export const NothingPending: Story = { parameters: { improvements: { change: (d: CampaignsData) => { d.improvements = []; } } } };
export const English: Story = { parameters: { improvements: { language: 'en' } } };

/** One recommendation of every type the ad platform gives, each explained with its details. */
const everyType = (d: CampaignsData) => {
  const [search, pmax] = d.ads.campaigns;
  d.improvements = everyImprovementType(search, pmax);
};
export const EveryType: Story = { parameters: { improvements: { change: everyType } } };
export const EveryTypeEnglish: Story = { parameters: { improvements: { language: 'en', change: everyType } } };
