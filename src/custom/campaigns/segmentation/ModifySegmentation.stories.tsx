import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { wizardServer } from '../createad/CreateAdWizard.stories';
import { CAMPAIGN_SEARCH } from '../createad/stories/adsFixtures';
import { ModifySegmentation } from './ModifySegmentation';

const meta = {
  title: 'Campaigns/Modify segmentation',
  component: ModifySegmentation,
  decorators: [(Story, { parameters }) => (
    <CrmStoryWrapper server={wizardServer().server} path={`modify-segmentation/${CAMPAIGN_SEARCH}`} route="modify-segmentation/:campaignId" language={parameters.language ?? 'es'}>
      <Story />
    </CrmStoryWrapper>
  )],
} satisfies Meta<typeof ModifySegmentation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Targeting: Story = {};
export const English: Story = { parameters: { language: 'en' } };
