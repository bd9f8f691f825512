import type { Meta, StoryObj } from '@storybook/react-vite';
import { withComponentStory } from '../stories/withComponentStory';
import { QrCode } from './QrCode';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  decorators: [withComponentStory],
  args: { value: 'http://localhost:3000/api/chat/sandbox/pair/abc123', alt: 'Código QR para vincular el teléfono' },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pairing: Story = {};
/** Longer than a QR code can hold: the user is told, nothing breaks. */
export const TooLong: Story = { args: { value: 'x'.repeat(8000) } };
export const Dark: Story = { parameters: { mode: 'dark' } };
