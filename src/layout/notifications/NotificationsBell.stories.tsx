import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { Notification } from '../../../contract/notifications';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { RealtimeContext } from '../../realtime/realtimeContext';
import { fakeRealtime, notificationServer, sampleNotification } from './notificationsFake';
import { NotificationsBell } from './NotificationsBell';

type BellParameters = { notifications?: Notification[]; language?: 'es' | 'en' };

/** The bell over a fake notifications API and a quiet socket. */
function BellServer({ notifications = [], language = 'es', children }: BellParameters & { children: ReactNode }) {
  const [server] = useState(() => notificationServer(notifications));
  const [realtime] = useState(fakeRealtime);
  return (
    <CrmStoryWrapper api={server.api} language={language}>
      <RealtimeContext.Provider value={realtime.value}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>{children}</Box>
      </RealtimeContext.Provider>
    </CrmStoryWrapper>
  );
}

/** `parameters.bell` sets the list and the language. */
const withBellServer: Decorator = (Story, { parameters }) => (
  <BellServer {...(parameters.bell as BellParameters | undefined)}><Story /></BellServer>
);

const meta = {
  title: 'Layout/NotificationsBell',
  component: NotificationsBell,
  decorators: [withBellServer],
} satisfies Meta<typeof NotificationsBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnread: Story = {
  parameters: {
    bell: {
      notifications: [
        sampleNotification('n1', { title: 'Nuevo cliente potencial', body: 'Ana López rellenó el formulario de la landing «Otoño».', link: '/crm/contacts' }),
        sampleNotification('n2', { title: 'Flujo terminado', body: 'El flujo «Bienvenida» terminó para 12 contactos.' }),
        sampleNotification('n3', { title: 'Envío completado', body: 'Boletín de noviembre: 340 enviados.', read: true }),
      ],
    },
  },
};
export const Empty: Story = {};
export const English: Story = { parameters: { bell: { language: 'en', notifications: [sampleNotification('n1', { title: 'Workflow finished', body: 'Welcome ran for 12 contacts.' })] } } };
