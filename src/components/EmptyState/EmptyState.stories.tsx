import type { Meta, StoryObj } from '@storybook/react-vite';
import ForumIcon from '@mui/icons-material/Forum';
import { fn } from 'storybook/test';
import { withComponentStory } from '../stories/withComponentStory';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  decorators: [withComponentStory],
  args: { title: 'Todavía no hay conversaciones', body: 'Conecta tu número para recibir los mensajes de tus clientes aquí.', icon: <ForumIcon /> },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = { args: { action: { label: 'Conectar el número', to: '/es/chat/session' } } };
export const WithButton: Story = { args: { action: { label: 'Crear una plantilla', onClick: fn() } } };
export const TextOnly: Story = {};
export const Dark: Story = { parameters: { mode: 'dark' }, args: { action: { label: 'Conectar el número', to: '/es/chat/session' } } };
