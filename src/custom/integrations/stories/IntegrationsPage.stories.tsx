import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { fn } from 'storybook/test';
import type { Role } from '../../../../contract/roles';
import { createAppTheme } from '../../../theme/createAppTheme';
import type { FakeCrmApi } from '../../crm/stories/createFakeCrmApi';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import IntegrationsPage from '../IntegrationsPage';
import { integrationServer, type IntegrationScenario, type IntegrationServerOptions } from './integrationFake';

type IntegrationsScreenProps = {
  scenario?: IntegrationScenario;
  options?: IntegrationServerOptions;
  /** A ready fake server (a test keeps it to read the recorded calls). */
  server?: FakeCrmApi;
  language?: 'es' | 'en';
  role?: Role;
  mode?: 'light' | 'dark';
  /** The query string the browser came back with from a consent page. */
  search?: string;
  /** Width of the viewport the page is squeezed into (a phone is 360). */
  width?: number;
  openExternal?: (url: string) => void;
};

/** The query string the page now has (a test checks the consent outcome was taken out of it). */
function LocationSearch() {
  const { search } = useLocation();
  return <Box data-testid="location-search" data-search={search} hidden />;
}

/** The integrations screen over a fake server, in the app's theme. */
function IntegrationsScreen({ scenario = 'connected', options, server, language = 'es', role = 'owner', mode = 'light', search = '', width, openExternal }: IntegrationsScreenProps) {
  const [fake] = useState(() => server ?? integrationServer(scenario, options).server);
  return (
    <CrmStoryWrapper server={fake} path={`integrations${search}`} route="integrations" language={language} role={role}>
      <ThemeProvider theme={createAppTheme(mode, 'ltr')}>
        <CssBaseline />
        <Box sx={{ bgcolor: 'background.default', color: 'text.primary', minHeight: 600, width }}>
          <IntegrationsPage openExternal={openExternal} />
          <LocationSearch />
        </Box>
      </ThemeProvider>
    </CrmStoryWrapper>
  );
}

const meta = { title: 'Integrations/IntegrationsPage', component: IntegrationsScreen, args: { openExternal: fn() } } satisfies Meta<typeof IntegrationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every integration connected: the social network's pages and pixels, the last events. */
export const Connected: Story = { args: { scenario: 'connected' } };
export const ConnectedEnglish: Story = { args: { scenario: 'connected', language: 'en' } };
export const ConnectedDark: Story = { args: { scenario: 'connected', mode: 'dark' } };
/** A phone's width: cards stack, rows wrap, nothing scrolls sideways. */
export const ConnectedPhone: Story = { args: { scenario: 'connected', width: 360 } };
/** The sandbox Calendly holds a test meeting: it can be moved or cancelled from the card. */
export const SandboxTestBooking: Story = { args: { options: { testBooking: true }, language: 'en' } };
export const SandboxTestBookingDark: Story = { args: { options: { testBooking: true }, mode: 'dark' } };
export const NotConnected: Story = { args: { scenario: 'notConnected' } };
/** An error explained (missing permission), an expired access, and a consent left unfinished. */
export const Problems: Story = { args: { scenario: 'problems', language: 'en' } };
export const ProblemsDark: Story = { args: { scenario: 'problems', mode: 'dark' } };
/** A viewer (and likewise an agent for the company's services): state without buttons. */
export const ReadOnly: Story = { args: { scenario: 'connected', role: 'viewer', language: 'en' } };
/** An agent: the company's services read-only, their own mailbox theirs to connect. */
export const Agent: Story = { args: { scenario: 'notConnected', role: 'agent', language: 'en' } };
export const Loading: Story = { args: { options: { hang: true } } };
export const LoadFailed: Story = { args: { options: { failOverview: 2 }, language: 'en' } };
/** Production without a vendor's credentials: connecting is off and says why. */
export const NotConfigured: Story = { args: { scenario: 'notConnected', options: { provider: 'off' }, language: 'en' } };
export const PixelChangeRefused: Story = { args: { options: { failPixels: true }, language: 'en' } };
/** Back from the consent page: said once, then taken out of the URL. */
export const ReturnedConnected: Story = { args: { search: '?connected=calendly', language: 'en' } };
export const ReturnedWithError: Story = { args: { scenario: 'notConnected', search: '?integrationError=consent_denied' } };
