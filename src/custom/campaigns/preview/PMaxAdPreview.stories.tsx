import type { Meta, StoryObj } from '@storybook/react-vite';
import { withComponentStory } from '../../../components/stories/withComponentStory';
import { PMaxAdPreview } from './PMaxAdPreview';
import { englishPMaxAd, spanishPMaxAd } from './stories/previewFixtures';

const meta = {
  title: 'Campaigns/Preview/PMaxAdPreview',
  component: PMaxAdPreview,
  decorators: [withComponentStory],
  args: spanishPMaxAd,
} satisfies Meta<typeof PMaxAdPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {};
export const WithoutImages: Story = { args: { images: [], longHeadlines: [] } };
/** The campaign editor's case: the group has its images on the platform, which the preview cannot draw. */
export const ImagesOnPlatform: Story = { args: { images: [{ field: 'MARKETING_IMAGE' }, { field: 'SQUARE_MARKETING_IMAGE' }, { field: 'LOGO' }] } };
/** A phone's width (a 390 px phone less the wizard's margins): the three cards one under another. */
export const Narrow: Story = { decorators: [(Story) => <div style={{ width: 340 }}><Story /></div>] };
export const English: Story = { parameters: { language: 'en' }, args: englishPMaxAd };
export const Dark: Story = { parameters: { mode: 'dark' } };
