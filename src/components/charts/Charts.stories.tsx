import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@mui/material';
import { withComponentStory } from '../stories/withComponentStory';
import { BarChart } from './BarChart';
import type { FunnelStep, SeriesData } from './chartTypes';
import { FunnelChart } from './FunnelChart';
import { LineChart } from './LineChart';

const DAYS: SeriesData = {
  categories: ['18 nov', '19 nov', '20 nov', '21 nov', '22 nov', '23 nov', '24 nov'],
  series: [{ label: 'Clics', data: [1210, 1340, 980, 1502, 1620, 890, 1433] }, { label: 'Conversiones', data: [31, 40, 22, 45, 52, 19, 38] }],
};
const COST: SeriesData = { categories: ['Primavera', 'Marca', 'Rebajas'], series: [{ label: 'Coste', data: [412.5, 88, 1290.1] }] };
const SOURCES: SeriesData = { categories: ['17 nov', '24 nov'], series: [{ label: 'Formulario', data: [12, 20] }, { label: 'Chat', data: [5, 3] }] };
const FUNNEL: FunnelStep[] = [{ label: 'Impresiones', value: 48200 }, { label: 'Clics', value: 1930 }, { label: 'Conversiones', value: 96 }];

type ChartsProps = { state: 'data' | 'loading' | 'empty' };

/** The three charts as a statistics screen shows them. */
function Charts({ state }: ChartsProps) {
  const loading = state === 'loading';
  const none = state === 'empty';
  return (
    <Stack spacing={2}>
      <LineChart title="Clics y conversiones por día" data={none ? { categories: [], series: [] } : DAYS} loading={loading} />
      <BarChart title="Coste por campaña" kind="money" data={none ? { categories: [], series: [] } : COST} loading={loading} />
      <FunnelChart title="Embudo de la campaña" steps={none ? [] : FUNNEL} loading={loading} />
    </Stack>
  );
}

const meta = { title: 'Components/Charts', component: Charts, decorators: [withComponentStory], args: { state: 'data' } } satisfies Meta<typeof Charts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {};
export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Dark: Story = { parameters: { mode: 'dark' } };
export const English: Story = { parameters: { language: 'en' } };
/** Parts of a whole per category (contacts by source per week): one stacked bar each. */
export const StackedBars: Story = { render: () => <BarChart stacked title="Contactos por origen" data={SOURCES} /> };
