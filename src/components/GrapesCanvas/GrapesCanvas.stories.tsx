import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import grapesjs from 'grapesjs';
import 'grapesjs/dist/css/grapes.min.css';
import { fn } from 'storybook/test';
import { withComponentStory } from '../stories/withComponentStory';
import { GrapesCanvas } from './GrapesCanvas';

/** A bare GrapesJS (offline: no telemetry, no icon font from a CDN, no storage) in the labelled box the builders use. */
const meta = {
  title: 'Components/GrapesCanvas',
  component: GrapesCanvas,
  decorators: [withComponentStory, (Story) => <Box sx={{ height: 420, display: 'flex' }}><Story /></Box>],
  args: {
    create: (container: HTMLElement) => grapesjs.init({
      container, height: '100%', telemetry: false, cssIcons: '', storageManager: false,
      components: '<h1 style="font-family:Arial,sans-serif">Hola</h1><p>Un párrafo que se puede editar.</p>',
    }),
    label: 'Editor del diseño', panelLabel: 'Propiedades y capas del elemento',
    onReady: fn(), onChange: fn(), onDestroy: fn(),
  },
} satisfies Meta<typeof GrapesCanvas>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {};
