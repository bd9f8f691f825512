import type { Meta, StoryObj } from '@storybook/react-vite';
import { withComponentStory } from '../../../components/stories/withComponentStory';
import { SearchAdPreview } from './SearchAdPreview';
import { englishSearchAd, overLimitSearchAd, spanishSearchAd } from './stories/previewFixtures';

const meta = {
  title: 'Campaigns/Preview/SearchAdPreview',
  component: SearchAdPreview,
  decorators: [withComponentStory],
  args: { ...spanishSearchAd, device: 'mobile' },
} satisfies Meta<typeof SearchAdPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { device: 'desktop' } };
export const OverLimit: Story = { args: { ...overLimitSearchAd, device: 'desktop' } };
export const Empty: Story = { args: { headlines: ['', ''], descriptions: [''], finalUrl: '', sitelinks: [], callouts: [], phone: undefined } };
export const English: Story = { parameters: { language: 'en' }, args: { ...englishSearchAd, device: 'desktop' } };
export const DarkMobile: Story = { parameters: { mode: 'dark' } };
/** A phone's width (a 390 px phone less the wizard's margins), the desktop card squeezed into it. */
export const NarrowDesktop: Story = { args: { device: 'desktop' }, decorators: [(Story) => <div style={{ width: 340 }}><Story /></div>] };
export const DarkDesktop: Story = { parameters: { mode: 'dark', language: 'en' }, args: { ...englishSearchAd, device: 'desktop' } };
