import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withComponentStory } from '../stories/withComponentStory';
import { CopyableValue } from './CopyableValue';

const meta = {
  title: 'Components/CopyableValue',
  component: CopyableValue,
  decorators: [withComponentStory],
  args: {
    label: 'Valor',
    value: 'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvX3mY0k8u3N9q',
    copyLabel: 'Copiar el valor del registro DKIM',
    onCopied: fn(),
  },
} satisfies Meta<typeof CopyableValue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DkimValue: Story = {};
export const Hostname: Story = { args: { label: 'Nombre', value: 'crm1._domainkey.example.com', copyLabel: 'Copiar el nombre del registro DKIM' } };
export const Dark: Story = { parameters: { mode: 'dark' } };
