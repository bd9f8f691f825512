import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withComponentStory } from '../../../components/stories/withComponentStory';
import { EmailToolbar } from './EmailToolbar';

/** The email builder's bar in each save state, read-only, Stripo's (no views or undo), both languages and themes. */
const meta = {
  title: 'Email/Builder toolbar',
  component: EmailToolbar,
  decorators: [withComponentStory],
  args: {
    name: 'Boletín de noviembre', status: 'saved', readOnly: false, variablesOpen: false, canSend: true,
    history: { canUndo: true, canRedo: false, onUndo: fn(), onRedo: fn() },
    device: { value: 'desktop', onChange: fn() },
    onBack: fn(), onToggleVariables: fn(), onPreview: fn(), onTestSend: fn(), onSave: fn(), onRetry: fn(), onSend: fn(),
  },
} satisfies Meta<typeof EmailToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
export const NewTemplateUnsaved: Story = { args: { status: 'dirty', canSend: false, variablesOpen: true } };
export const SaveFailed: Story = { args: { status: 'error' } };
export const ReadOnly: Story = { args: { readOnly: true } };
export const StripoEnglishDark: Story = { parameters: { language: 'en', mode: 'dark' }, args: { history: undefined, device: undefined, status: 'saving' } };
