import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { PIPELINE_SALES, sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import PipelineBoard from './PipelineBoard';

const meta = {
  title: 'CRM/Pipelines/PipelineBoard',
  component: PipelineBoard,
  decorators: [(Story, { parameters }) => <CrmStoryWrapper route="crm/board/:pipelineId?" path={`crm/board/${PIPELINE_SALES}`} {...parameters.crm}><Story /></CrmStoryWrapper>],
} satisfies Meta<typeof PipelineBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { parameters: { crm: { language: 'en' } } };
export const AsViewer: Story = { parameters: { crm: { role: 'viewer' } } };
export const NoPipelines: Story = { parameters: { crm: { path: 'crm/board', data: { ...sampleCrmData(), pipelines: [] } } } };
