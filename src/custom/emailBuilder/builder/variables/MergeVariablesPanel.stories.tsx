import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withComponentStory } from '../../../../components/stories/withComponentStory';
import type { InsertResult } from '../designEngine';
import { MergeVariablesPanel } from './MergeVariablesPanel';

const options = [
  { name: 'name', label: 'Nombre', group: 'contact' as const },
  { name: 'email', label: 'Email', group: 'contact' as const },
  { name: 'property.plan', label: 'Plan', group: 'property' as const },
];

/** The variables panel: inserted (the cursor was in a text), or not (no cursor), and a company without properties. */
const meta = {
  title: 'Email/Merge variables panel',
  component: MergeVariablesPanel,
  decorators: [withComponentStory],
  args: { options, onInsert: fn((): InsertResult => 'inserted'), onClose: fn() },
} satisfies Meta<typeof MergeVariablesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoCursor: Story = { args: { onInsert: fn((): InsertResult => false) } };
export const NoPropertiesEnglishDark: Story = { parameters: { language: 'en', mode: 'dark' }, args: { options: options.filter((o) => o.group === 'contact') } };
