import type { Meta, StoryObj } from '@storybook/react-vite';
import { DesignTokens } from './DesignTokens';

/** The design tokens (src/theme/tokens.ts) in both modes, each colour with its contrast figure. */
const meta = { title: 'Design/Tokens', component: DesignTokens } satisfies Meta<typeof DesignTokens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { args: { mode: 'light' } };
export const Dark: Story = { args: { mode: 'dark' } };
