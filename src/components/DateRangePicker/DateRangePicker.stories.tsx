import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { withComponentStory } from '../stories/withComponentStory';
import { DateRangePicker } from './DateRangePicker';
import type { DateRange } from './dateRangePresets';

/** The picker holding its value, as a statistics screen does, reporting each change. */
function Controlled({ initial, onChange }: { initial: DateRange; onChange: (range: DateRange) => void }) {
  const [value, setValue] = useState(initial);
  return <DateRangePicker value={value} today="2026-11-24" onChange={(range) => { setValue(range); onChange(range); }} />;
}

const meta = {
  title: 'Components/DateRangePicker',
  component: Controlled,
  decorators: [withComponentStory],
  args: { initial: { from: '2026-10-26', to: '2026-11-24' }, onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Last30Days: Story = {};
export const Custom: Story = { args: { initial: { from: '2026-11-02', to: '2026-11-15' } } };
export const English: Story = { parameters: { language: 'en' } };
export const Dark: Story = { parameters: { mode: 'dark' } };
