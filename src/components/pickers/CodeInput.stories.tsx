import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-admin';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { CountryInput, CurrencyInput, TimeZoneInput } from './CodeInput';

/** The three code pickers of a company form, starting from stored codes. */
function CompanyCodes({ onSubmit = () => undefined }: { onSubmit?: (values: Record<string, unknown>) => void }) {
  return (
    <Form record={{ country: 'ES', currency: 'EUR', timezone: 'Europe/Madrid' }} onSubmit={onSubmit}>
      <CountryInput source="country" label="resources.companies.fields.country" />
      <CurrencyInput source="currency" label="resources.companies.fields.currency" />
      <TimeZoneInput source="timezone" label="resources.companies.fields.timezone" />
      <button type="submit">OK</button>
    </Form>
  );
}

const meta = {
  title: 'Components/CodeInput',
  component: CompanyCodes,
  decorators: [(Story, { parameters }) => <CrmStoryWrapper {...parameters.crm}><Story /></CrmStoryWrapper>],
} satisfies Meta<typeof CompanyCodes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};
export const English: Story = { parameters: { crm: { language: 'en' } } };
