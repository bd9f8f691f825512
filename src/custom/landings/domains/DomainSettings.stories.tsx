import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { LANDING_CLINIC } from '../projects/landingsFake';
import { DomainSettings } from './DomainSettings';
import { domainsServer, fakeDomain, type DomainsData } from './domainsFake';

type Params = { language?: 'es' | 'en'; change?: (data: DomainsData) => void };

const withFakeServer: Decorator = (Story, { parameters }) => {
  const { language = 'es', change } = (parameters.domains ?? {}) as Params;
  return (
    <CrmStoryWrapper server={domainsServer(change).server} path="projects" route="projects" language={language}>
      <Story />
    </CrmStoryWrapper>
  );
};

/** The clinic landing's domain settings over a fake server per story; a test may build its own to read the calls. */
const meta = {
  title: 'Landings/DomainSettings',
  component: DomainSettings,
  args: { landing: { _id: LANDING_CLINIC, name: 'Clínica Sol' }, onClose: () => undefined },
  decorators: [withFakeServer],
} satisfies Meta<typeof DomainSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A domain waiting for its records (sandbox mode: the switch creates them). */
export const Pending: Story = {};
export const Verified: Story = {
  parameters: { domains: { change: (d: DomainsData) => { d.domains = [fakeDomain('www.clinicasol.es', { status: 'verified', found: 'ok' })]; } } },
};
/** At the apex: an ALIAS instead of a CNAME, and a TXT value that does not match. */
export const ApexWrongRecord: Story = {
  parameters: { domains: { change: (d: DomainsData) => { d.domains = [fakeDomain('clinicasol.es', { found: 'wrong', sandbox: false })]; d.sandbox = false; } } },
};
export const NoDomains: Story = { parameters: { domains: { change: (d: DomainsData) => { d.domains = []; } } } };
/** A plan without third-party domains: adding one is refused (SPEC §8 UPGRADE_PLAN) with the way to billing. */
export const PlanWithoutDomains: Story = { parameters: { domains: { change: (d: DomainsData) => { d.domains = []; d.planAllows = false; } } } };
export const English: Story = { parameters: { domains: { language: 'en' } } };
