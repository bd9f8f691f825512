import type { Meta, StoryObj } from '@storybook/react-vite';
import { withComponentStory } from '../stories/withComponentStory';
import { KeyFigure } from './KeyFigure';

const meta = {
  title: 'Components/KeyFigure',
  component: KeyFigure,
  decorators: [withComponentStory],
  args: { label: 'Clics', value: 12840, previous: 10700 },
} satisfies Meta<typeof KeyFigure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rising: Story = {};
export const CostRising: Story = { args: { label: 'Coste por conversión', kind: 'money', value: 18.4, previous: 15, higherIsBetter: false } };
export const Percent: Story = { args: { label: 'Tasa de conversión', kind: 'percent', value: 0.042, previous: 0.05 } };
export const Loading: Story = { args: { loading: true } };
export const English: Story = { parameters: { language: 'en' }, args: { label: 'Clicks' } };
export const Dark: Story = { parameters: { mode: 'dark' } };
/** The figure opens the list of what it counts (the dashboard's figures open their contacts). */
export const Linked: Story = { args: { label: 'Contactos nuevos', value: 128, previous: undefined, to: '/es/crm/contacts?filter=%7B%22segment%22%3A%22s1%22%7D', linkDescription: 'Ver los contactos' } };
