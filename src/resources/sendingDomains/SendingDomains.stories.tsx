import type { Meta, StoryObj } from '@storybook/react-vite';
import SendingDomainsPage from '../../custom/email/area/SendingDomainsPage';
import { DOMAIN_PENDING, DOMAIN_VERIFIED } from '../../custom/email/emailFake';
import { withEmailServer } from '../../custom/email/emailStoryDecorator';

const meta = {
  title: 'Email/Sending domains',
  component: SendingDomainsPage,
  decorators: [withEmailServer({ path: 'templates/domains', route: 'templates/domains/*' })],
} satisfies Meta<typeof SendingDomainsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
/** A new domain in the sandbox: its records unchecked, the sandbox DNS switch to verify it offline. */
export const PendingRecords: Story = { parameters: { email: { path: `templates/domains/${DOMAIN_PENDING}/show` } } };
export const Verified: Story = { parameters: { email: { path: `templates/domains/${DOMAIN_VERIFIED}/show` } } };
export const English: Story = { parameters: { email: { language: 'en', path: `templates/domains/${DOMAIN_PENDING}/show` } } };
