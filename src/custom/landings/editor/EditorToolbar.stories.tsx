import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withComponentStory } from '../../../components/stories/withComponentStory';
import { EditorToolbar } from './EditorToolbar';

/** The builder's bar in each save state, both languages and themes (GrapesJS itself is not in it). */
const meta = {
  title: 'Landings/Editor toolbar',
  component: EditorToolbar,
  decorators: [withComponentStory],
  args: {
    name: 'Clínica Sol', status: 'saved', device: 'desktop', canUndo: true, canRedo: false,
    onBack: fn(), onDevice: fn(), onUndo: fn(), onRedo: fn(), onRetry: fn(),
  },
} satisfies Meta<typeof EditorToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
export const Unsaved: Story = { args: { status: 'dirty' } };
export const Saving: Story = { args: { status: 'saving' } };
export const SaveFailed: Story = { args: { status: 'error' } };
export const NothingToUndo: Story = { args: { canUndo: false, device: 'phone' } };
export const EnglishDark: Story = { parameters: { language: 'en', mode: 'dark' }, args: { status: 'error', device: 'tablet' } };
