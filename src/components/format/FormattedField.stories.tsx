import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecordContextProvider } from 'react-admin';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { FormattedField } from './FormattedField';

const record = { id: 'r1', amount: 1500, cents: 4900, ratio: 0.125, count: 12345, day: '2026-11-23', at: '2026-11-23T09:05:00Z' };

/** Every kind of formatted value of one record, as a list row would show them. */
function AllKinds() {
  return (
    <RecordContextProvider value={record}>
      <dl>
        <dt>number</dt><dd data-testid="number"><FormattedField source="count" kind="number" /></dd>
        <dt>money</dt><dd data-testid="money"><FormattedField source="amount" kind="money" /></dd>
        <dt>money (cents)</dt><dd data-testid="cents"><FormattedField source="cents" kind="money" fromCents /></dd>
        <dt>percent</dt><dd data-testid="percent"><FormattedField source="ratio" kind="percent" /></dd>
        <dt>date</dt><dd data-testid="date"><FormattedField source="day" kind="date" /></dd>
        <dt>date and time</dt><dd data-testid="dateTime"><FormattedField source="at" kind="dateTime" /></dd>
        <dt>missing</dt><dd data-testid="missing"><FormattedField source="nothing" kind="date" /></dd>
      </dl>
    </RecordContextProvider>
  );
}

const meta = {
  title: 'Components/FormattedField',
  component: AllKinds,
  decorators: [(Story, { parameters }) => <CrmStoryWrapper {...parameters.crm}><Story /></CrmStoryWrapper>],
} satisfies Meta<typeof AllKinds>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};
export const English: Story = { parameters: { crm: { language: 'en' } } };
