import type { Meta, StoryObj } from '@storybook/react-vite';
import { withComponentStory } from '../stories/withComponentStory';
import { LoadingStatus } from './LoadingStatus';

const meta = {
  title: 'Components/LoadingStatus',
  component: LoadingStatus,
  decorators: [withComponentStory],
  args: { label: 'Cargando plantillas…' },
} satisfies Meta<typeof LoadingStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const InlineSmall: Story = { args: { label: 'Contando destinatarios…', spinnerSize: 16 } };
export const Block: Story = { args: { label: 'Cargando la campaña…', layout: 'block', hideLabel: true } };
export const BlockWithWords: Story = { args: { label: 'Cargando la campaña…', layout: 'block' } };
export const Dark: Story = { parameters: { mode: 'dark' } };
