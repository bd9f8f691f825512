import type { Meta, StoryObj } from '@storybook/react-vite';
import type { EmailData } from '../emailFake';
import { TEMPLATE_WELCOME } from '../emailFake';
import { withEmailServer } from '../emailStoryDecorator';
import { TemplatesScreen } from './TemplatesScreen';

const meta = {
  title: 'Email/Templates',
  component: TemplatesScreen,
  decorators: [withEmailServer({ path: 'templates' })],
} satisfies Meta<typeof TemplatesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTemplates: Story = {};
export const Empty: Story = { parameters: { email: { change: (d: EmailData) => { d.templates = []; } } } };
export const LoadFailed: Story = { parameters: { email: { change: (d: EmailData) => { d.failTemplates = true; } } } };
/** An agent reads and previews, nothing more (no email:write). */
export const ReadOnlyRole: Story = { parameters: { email: { role: 'agent' } } };
/** The builder's "Send…" lands here with `?send=<templateId>`. */
export const SendFromBuilder: Story = { parameters: { email: { path: `templates?send=${TEMPLATE_WELCOME}` } } };
export const NoVerifiedDomain: Story = {
  parameters: { email: { path: `templates?send=${TEMPLATE_WELCOME}`, change: (d: EmailData) => { d.domains = d.domains.filter((x) => x.status !== 'verified'); } } },
};
export const English: Story = { parameters: { email: { language: 'en' } } };
