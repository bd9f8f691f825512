import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mui/material';
import { withComponentStory } from '../stories/withComponentStory';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  decorators: [withComponentStory],
  args: {
    title: 'Campaña de primavera',
    subtitle: 'Búsqueda · activa desde el 1 de marzo',
    breadcrumbs: [{ label: 'Campañas', to: '/es/mycampaigns' }, { label: 'Campaña de primavera' }],
    actions: <><Button variant="outlined">Pausar</Button><Button variant="contained">Editar</Button></>,
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const TitleOnly: Story = { args: { subtitle: undefined, breadcrumbs: undefined, actions: undefined } };
export const Dark: Story = { parameters: { mode: 'dark' } };
export const English: Story = { parameters: { language: 'en' }, args: { title: 'Spring campaign', breadcrumbs: [{ label: 'Campaigns', to: '/en/mycampaigns' }, { label: 'Spring campaign' }] } };
