import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withComponentStory } from '../stories/withComponentStory';
import { CodeSnippet } from './CodeSnippet';

const meta = {
  title: 'Components/CodeSnippet',
  component: CodeSnippet,
  decorators: [withComponentStory],
  args: {
    title: 'Código de seguimiento',
    help: 'Pégalo antes de </head> en cualquier web.',
    code: '<script src="https://crm.example.com/api/webforms/t.js" data-site="abc123" defer></script>',
    copyLabel: 'Copiar',
    onCopied: fn(),
    wrap: true,
  },
} satisfies Meta<typeof CodeSnippet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ScriptTag: Story = {};
export const MultiLine: Story = { args: { wrap: false, help: undefined, code: "gtag('event', 'conversion', {\n  send_to: 'AW-123/abc',\n});" } };
export const Dark: Story = { parameters: { mode: 'dark' } };
