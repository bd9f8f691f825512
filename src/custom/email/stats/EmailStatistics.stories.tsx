import type { Meta, StoryObj } from '@storybook/react-vite';
import type { EmailData } from '../emailFake';
import { withEmailServer } from '../emailStoryDecorator';
import { EmailStatistics } from './EmailStatistics';

/** Fixed in time: the last 30 days up to 25 Nov 2026 hold the fake's two days of mail. */
const meta = {
  title: 'Email/Statistics',
  component: EmailStatistics,
  args: { today: '2026-11-25' },
  decorators: [withEmailServer({ path: 'templates/stats' })],
} satisfies Meta<typeof EmailStatistics>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LastThirtyDays: Story = {};
/** Opened from a send's tag link. */
export const OneTag: Story = { parameters: { email: { path: `templates/stats?tag=${encodeURIComponent('otoño')}` } } };
export const NothingSent: Story = { parameters: { email: { change: (d: EmailData) => { d.sentByDay = {}; } } } };
export const English: Story = { parameters: { email: { language: 'en' } } };
