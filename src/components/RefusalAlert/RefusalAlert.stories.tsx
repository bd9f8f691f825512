import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withComponentStory } from '../stories/withComponentStory';
import { RefusalAlert } from './RefusalAlert';

const meta = {
  title: 'Components/RefusalAlert',
  component: RefusalAlert,
  decorators: [withComponentStory],
  args: { billingLabel: 'Ver planes', onClose: fn() },
} satisfies Meta<typeof RefusalAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PlanCap: Story = { args: { refusal: { text: 'Tu plan no permite más landings.', billing: true } } };
export const ServerMessage: Story = { args: { refusal: { text: 'No se ha podido pausar la campaña.', billing: false } } };
export const Nothing: Story = { args: { refusal: null } };
export const Dark: Story = { parameters: { mode: 'dark' }, args: { refusal: { text: 'Tu plan no permite más landings.', billing: true } } };
