import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import { ResourceRoutes } from '../derived/ResourceRoutes';
import { collaboratorsResource } from './collaboratorsResource';

/** The collaborators' screens as the CRM mounts them (`crm/collaborators/*`): a derived list, their own invitation form. */
function CollaboratorScreens() {
  return <ResourceRoutes resource={collaboratorsResource} />;
}

const meta = {
  title: 'CRM/Collaborators',
  component: CollaboratorScreens,
  decorators: [(Story, { parameters }) => <CrmStoryWrapper path="crm/collaborators" route="crm/collaborators/*" {...parameters.crm}><Story /></CrmStoryWrapper>],
} satisfies Meta<typeof CollaboratorScreens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsOwner: Story = {};
export const Invite: Story = { parameters: { crm: { path: 'crm/collaborators/create' } } };
/** Managers see the team but cannot invite, change roles or remove. */
export const AsManager: Story = { parameters: { crm: { role: 'manager' } } };

/** A pending invitation: its owner can take a fresh link to hand over (no mail server, a lost mail). */
export const WithPendingInvitation: Story = {
  parameters: {
    crm: {
      data: (() => {
        const data = sampleCrmData();
        data.collaborators.push({ _id: 'inv-1', userId: null, name: 'Nina', surname: '', email: 'nina@example.com', role: 'viewer', waAppId: null, status: 'invited', invitedAt: '2026-11-20T09:00:00.000Z', joinedAt: null });
        return data;
      })(),
    },
  },
};
/** The same seen by a manager: no invitation links. */
export const WithPendingInvitationAsManager: Story = { parameters: { crm: { ...WithPendingInvitation.parameters!.crm, role: 'manager' } } };
