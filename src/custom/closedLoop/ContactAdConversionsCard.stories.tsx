import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { useState } from 'react';
import { RecordContextProvider } from 'react-admin';
import type { Role } from '../../../contract/roles';
import type { FakeCrmApi } from '../crm/stories/createFakeCrmApi';
import { CrmStoryWrapper } from '../crm/stories/CrmStoryWrapper';
import { ContactAdConversionsCard } from './ContactAdConversionsCard';
import { closedLoopServer } from './stories/closedLoopFake';

type Props = { server?: FakeCrmApi; contactIndex?: number; language?: 'es' | 'en'; role?: Role };

/** The contact page's card for one of the CRM fixtures' contacts (0: Ana, 1: Bruno, 2: nobody from an ad). */
function Card({ server, contactIndex = 0, language = 'es', role = 'owner' }: Props) {
  const [fake] = useState(() => server ?? closedLoopServer().server);
  const contact = fake.data.contacts[contactIndex];
  return (
    <CrmStoryWrapper server={fake} path={`crm/contacts/${contact._id}`} route="crm/contacts/:id" language={language} role={role}>
      <RecordContextProvider value={{ ...contact, id: contact._id }}>
        <Box sx={{ maxWidth: 640, p: 2 }}><ContactAdConversionsCard /></Box>
      </RecordContextProvider>
    </CrmStoryWrapper>
  );
}

const meta = { title: 'Closed loop/ContactAdConversionsCard', component: Card } satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ana's sale: sent to Google, rejected by Meta (with "send again"). */
export const SentAndRejected: Story = {};
export const SentAndRejectedEnglish: Story = { args: { language: 'en' } };
/** Bruno clicked less than 6 h before entering the stage: Google's report waits. */
export const Waiting: Story = { args: { contactIndex: 1 } };
/** A viewer sees the statuses without "send again". */
export const ReadOnly: Story = { args: { role: 'viewer' } };
/** A contact who never came from an ad: no card. */
export const NoAds: Story = { args: { contactIndex: 2 } };
