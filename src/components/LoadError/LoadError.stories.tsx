import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withComponentStory } from '../stories/withComponentStory';
import { LoadError } from './LoadError';

const meta = {
  title: 'Components/LoadError',
  component: LoadError,
  decorators: [withComponentStory],
  args: { message: 'No se pudieron cargar las integraciones.', retryLabel: 'Reintentar', onRetry: fn() },
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const Dark: Story = { parameters: { mode: 'dark' } };
