import type { Meta, StoryObj } from '@storybook/react-vite';
import { withComponentStory } from '../../../components/stories/withComponentStory';
import { AdPreviewSwitcher } from './AdPreviewSwitcher';
import { englishSearchAd, spanishSearchAd } from './stories/previewFixtures';

const meta = {
  title: 'Campaigns/Preview/AdPreviewSwitcher',
  component: AdPreviewSwitcher,
  decorators: [withComponentStory],
  args: spanishSearchAd,
} satisfies Meta<typeof AdPreviewSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};
export const StartsOnDesktop: Story = { args: { initialDevice: 'desktop' } };
export const English: Story = { parameters: { language: 'en' }, args: englishSearchAd };
export const Dark: Story = { parameters: { mode: 'dark' } };
