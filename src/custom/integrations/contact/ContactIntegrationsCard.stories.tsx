import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { RecordContextProvider } from 'react-admin';
import type { Role } from '../../../../contract/roles';
import { createAppTheme } from '../../../theme/createAppTheme';
import type { FakeCrmApi } from '../../crm/stories/createFakeCrmApi';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { integrationServer, type IntegrationScenario } from '../stories/integrationFake';
import { ContactIntegrationsCard } from './ContactIntegrationsCard';

type ContactIntegrationsProps = {
  scenario?: IntegrationScenario;
  server?: FakeCrmApi;
  /** Which of the CRM fixtures' contacts (0: Ana, with events and emails). */
  contactIndex?: number;
  /** The contact has no email address. */
  withoutEmail?: boolean;
  language?: 'es' | 'en';
  role?: Role;
  mode?: 'light' | 'dark';
};

/** The contact page's Integrations card for one of the fixtures' contacts, over a fake server. */
function ContactIntegrations({ scenario = 'connected', server, contactIndex = 0, withoutEmail = false, language = 'es', role = 'owner', mode = 'light' }: ContactIntegrationsProps) {
  const [fake] = useState(() => server ?? integrationServer(scenario).server);
  const contact = fake.data.contacts[contactIndex];
  return (
    <CrmStoryWrapper server={fake} path={`crm/contacts/${contact._id}`} route="crm/contacts/:id" language={language} role={role}>
      <RecordContextProvider value={{ ...contact, id: contact._id, email: withoutEmail ? null : contact.email }}>
        <ThemeProvider theme={createAppTheme(mode, 'ltr')}>
          <CssBaseline />
          <Box sx={{ maxWidth: 640, p: 2, bgcolor: 'background.default' }}><ContactIntegrationsCard /></Box>
        </ThemeProvider>
      </RecordContextProvider>
    </CrmStoryWrapper>
  );
}

const meta = { title: 'Integrations/ContactIntegrationsCard', component: ContactIntegrations } satisfies Meta<typeof ContactIntegrations>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A lead, a booking and emails about Ana; the caller's Gmail is connected, so they can write. */
export const WithGmail: Story = {};
export const WithGmailEnglish: Story = { args: { language: 'en' } };
export const WithGmailDark: Story = { args: { mode: 'dark' } };
export const NoEmailAddress: Story = { args: { withoutEmail: true, language: 'en' } };
/** A viewer reads the events and emails but cannot write. */
export const ReadOnly: Story = { args: { role: 'viewer', language: 'en' } };
/** Nothing about this contact, integrations connected: the card says so. */
export const NoEvents: Story = { args: { contactIndex: 2, language: 'en' } };
/** No integration ever used: no card at all. */
export const NothingConnected: Story = { args: { scenario: 'notConnected' } };
