import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withComponentStory } from '../../../components/stories/withComponentStory';
import { sampleDashboard } from './dashboardFixtures';
import { StageMappingDialog } from './StageMappingDialog';

const { pipeline, stageMapping } = sampleDashboard();

const meta = {
  title: 'Dashboard/StageMappingDialog',
  component: StageMappingDialog,
  decorators: [withComponentStory],
  args: { pipeline: pipeline!, mapping: stageMapping, onApply: fn(), onReset: fn(), onClose: fn() },
} satisfies Meta<typeof StageMappingDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default mapping: first stage lead, then opportunity, "won" customer, "lost" not counted. */
export const Default: Story = {};
export const English: Story = { parameters: { language: 'en' } };
export const Dark: Story = { parameters: { mode: 'dark' } };
