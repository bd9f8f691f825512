import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { withComponentStory } from '../stories/withComponentStory';
import { DateRangePicker } from './DateRangePicker';
import type { DateRange, DateRangePreset } from './dateRangePresets';

/** The picker holding its value, as a statistics screen does, reporting each change. */
function Controlled({ initial, onChange, presets }: { initial: DateRange; onChange: (range: DateRange) => void; presets?: readonly DateRangePreset[] }) {
  const [value, setValue] = useState(initial);
  return <DateRangePicker value={value} today="2026-11-24" presets={presets} onChange={(range) => { setValue(range); onChange(range); }} />;
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
/** A screen's own presets, as the analytics dashboard offers them: 7, 30, 90 and 365 days or custom. */
export const YearPresets: Story = { args: { initial: { from: '2025-11-25', to: '2026-11-24' }, presets: ['last7', 'last30', 'last90', 'last365', 'custom'] } };
