import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { ListContextProvider } from 'react-admin';
import { useState } from 'react';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { NoResults } from './NoResults';

/** A list context with the given filters; clearing them empties `filterValues`. */
function WithFilters({ initial }: { initial: Record<string, unknown> }) {
  const [filterValues, setFilterValues] = useState(initial);
  const context = { filterValues, setFilters: (next: Record<string, unknown>) => setFilterValues(next) } as never;
  return (
    <ListContextProvider value={context}>
      <NoResults />
      <output data-testid="filters">{JSON.stringify(filterValues)}</output>
    </ListContextProvider>
  );
}

const withApp: Decorator = (Story, { parameters }) => <CrmStoryWrapper path="crm/contacts" {...parameters.crm}><Story /></CrmStoryWrapper>;

const meta = {
  title: 'Components/NoResults',
  component: WithFilters,
  args: { initial: { q: 'zzz', city: 'Teruel' } },
  decorators: [withApp],
} satisfies Meta<typeof WithFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filtered: Story = {};
export const FilteredInEnglish: Story = { parameters: { crm: { language: 'en' } } };
/** Nothing to clear: no button. */
export const Unfiltered: Story = { args: { initial: {} } };
