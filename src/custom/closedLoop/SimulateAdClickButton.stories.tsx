import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { FakeCrmApi } from '../crm/stories/createFakeCrmApi';
import { CrmStoryWrapper } from '../crm/stories/CrmStoryWrapper';
import { CAMPAIGN_SEARCH } from '../campaigns/createad/stories/adsFixtures';
import { SimulateAdClickButton } from './SimulateAdClickButton';
import { closedLoopServer } from './stories/closedLoopFake';

type Props = { server?: FakeCrmApi; sandbox?: boolean; language?: 'es' | 'en' };

/** The campaign statistics' sandbox button, alone, over the fake server. */
function Simulate({ server, sandbox = true, language = 'es' }: Props) {
  const [fake] = useState(() => server ?? closedLoopServer('configured', (d) => { d.sandbox = sandbox; }).server);
  return (
    <CrmStoryWrapper server={fake} path={`statistics/${CAMPAIGN_SEARCH}`} route="statistics/:campaignId" language={language}>
      <SimulateAdClickButton campaignId={CAMPAIGN_SEARCH} />
    </CrmStoryWrapper>
  );
}

const meta = { title: 'Closed loop/SimulateAdClickButton', component: Simulate } satisfies Meta<typeof Simulate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sandbox: Story = {};
export const SandboxEnglish: Story = { args: { language: 'en' } };
/** A real ad platform: no button. */
export const RealPlatform: Story = { args: { sandbox: false } };
