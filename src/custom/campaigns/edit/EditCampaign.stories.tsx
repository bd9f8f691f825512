import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { wizardServer } from '../createad/CreateAdWizard.stories';
import { CAMPAIGN_PMAX, CAMPAIGN_SEARCH } from '../createad/stories/adsFixtures';
import { EditCampaign } from './EditCampaign';

type Params = { campaignId?: string; language?: 'es' | 'en' };

const meta = {
  title: 'Campaigns/Edit campaign',
  component: EditCampaign,
  decorators: [(Story, { parameters }) => {
    const { campaignId = CAMPAIGN_SEARCH, language = 'es' } = (parameters.edit ?? {}) as Params;
    return (
      <CrmStoryWrapper server={wizardServer().server} path={`edit-campaign/${campaignId}`} route="edit-campaign/:campaignId" language={language}>
        <Story />
      </CrmStoryWrapper>
    );
  }],
} satisfies Meta<typeof EditCampaign>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchCampaign: Story = {};
export const PerformanceMax: Story = { parameters: { edit: { campaignId: CAMPAIGN_PMAX } } };
/** The texts tab: the fields beside the search ad's preview, with the campaign's sitelinks and callouts. */
export const SearchAdTexts: Story = { args: { initialTab: 'ad' } };
/** The texts tab of a Performance Max campaign: the group's preview under its fields. */
export const PerformanceMaxAdTexts: Story = { args: { initialTab: 'ad' }, parameters: { edit: { campaignId: CAMPAIGN_PMAX } } };
export const NotFound: Story = { parameters: { edit: { campaignId: '00000000-0000-4000-8000-00000000caff' } } };
export const English: Story = { parameters: { edit: { language: 'en' } } };
