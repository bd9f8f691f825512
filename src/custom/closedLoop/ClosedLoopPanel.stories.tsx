import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Role } from '../../../contract/roles';
import type { FakeCrmApi } from '../crm/stories/createFakeCrmApi';
import { CrmStoryWrapper } from '../crm/stories/CrmStoryWrapper';
import { ClosedLoopPanel } from './ClosedLoopPanel';
import { closedLoopServer, type ClosedLoopData, type ClosedLoopScenario } from './stories/closedLoopFake';

type Props = { scenario?: ClosedLoopScenario; change?: (data: ClosedLoopData) => void; server?: FakeCrmApi; language?: 'es' | 'en'; role?: Role };

/** The conversions screen's closed loop (rules and reported conversions) over the fake server. */
function Panel({ scenario = 'configured', change, server, language = 'es', role = 'owner' }: Props) {
  const [fake] = useState(() => server ?? closedLoopServer(scenario, change).server);
  return <CrmStoryWrapper server={fake} path="conversions" language={language} role={role}><ClosedLoopPanel /></CrmStoryWrapper>;
}

const meta = { title: 'Closed loop/ClosedLoopPanel', component: Panel } satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Ganado" goes to Google and Meta; Ana's sale was sent to Google and refused by Meta, Bruno's click is too recent. */
export const Configured: Story = {};
export const English: Story = { args: { language: 'en' } };
/** No rule, no "upload clicks" action, no pixel: the empty states and the dialog's hints. */
export const Empty: Story = { args: { scenario: 'empty' } };
export const EmptyEnglish: Story = { args: { scenario: 'empty', language: 'en' } };
/** A viewer reads both tables but changes nothing. */
export const ReadOnly: Story = { args: { role: 'viewer' } };
/** Forty reports: the list goes by pages. */
export const ManyReports: Story = {
  args: {
    language: 'en',
    change: (data) => {
      const [first] = data.conversions;
      data.conversions = Array.from({ length: 40 }, (_, i) => ({ ...first, _id: `00000000-0000-4000-8074-${String(i).padStart(12, '0')}`, contactName: `Cliente ${i + 1}`, createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString() }));
    },
  },
};
