import type { Collaborator } from '../../../../contract/collaborators';
import type { Comment } from '../../../../contract/comments';
import type { Contact } from '../../../../contract/contacts';
import type { ContactList } from '../../../../contract/contactLists';
import type { CustomProperty } from '../../../../contract/customProperties';
import type { Pipeline } from '../../../../contract/pipelines';

// Deterministic sample data for stories and component tests (ids are valid UUIDs: the contract checks them).
export const COMPANY_ID = '00000000-0000-4000-8000-000000000001';
export const OWNER_ID = '00000000-0000-4000-8000-0000000000a1';
export const AGENT_ID = '00000000-0000-4000-8000-0000000000a2';
const uuid = (prefix: string, n: number) => `00000000-0000-4000-${prefix}-${String(n).padStart(12, '0')}`;
const at = (day: number) => new Date(Date.UTC(2025, 0, day, 9)).toISOString();

export const LIST_VIP = uuid('8001', 1);
export const LIST_NEWSLETTER = uuid('8001', 2);
export const PIPELINE_SALES = uuid('8002', 1);
export const STAGE_NEW = uuid('8003', 1);
export const STAGE_MEETING = uuid('8003', 2);
export const STAGE_WON = uuid('8003', 3);

export type CrmData = {
  contacts: Contact[];
  lists: ContactList[];
  pipelines: Pipeline[];
  properties: CustomProperty[];
  collaborators: Collaborator[];
  comments: Comment[];
  columnPreferences: Record<string, { field: string; visible: boolean }[]>;
};

const person = (n: number, name: string, surname: string, extra: Partial<Contact> = {}): Contact => ({
  _id: uuid('8000', n),
  companyId: COMPANY_ID,
  name,
  surname,
  email: `${name.toLowerCase()}.${surname.toLowerCase()}@example.com`,
  phone: `+34 600 000 0${String(n).padStart(2, '0')}`,
  organization: n % 2 ? 'Acme' : 'Globex',
  jobTitle: null,
  source: 'web',
  city: n % 3 ? 'Madrid' : 'Sevilla',
  country: 'ES',
  customProperties: {},
  collaborators: [],
  pipelineStages: [],
  contactListIds: [],
  createdAt: at(n),
  updatedAt: at(n),
  ...extra,
});

const stage = (id: string, name: string, position: number, contactCount: number) => ({
  _id: id, companyId: COMPANY_ID, pipelineId: PIPELINE_SALES, name, color: null, position, contactCount, createdAt: at(1),
});

/** A small company: three contacts, two lists, one pipeline of three stages, two properties, two members. */
export function sampleCrmData(): CrmData {
  return {
    contacts: [
      person(1, 'Ana', 'García', {
        customProperties: { plan: 'Pro', budget: 1200 },
        contactListIds: [LIST_VIP],
        pipelineStages: [{ pipelineId: PIPELINE_SALES, pipelineName: 'Ventas', pipelineStageId: STAGE_NEW, stageName: 'Nuevo', assignedAt: at(2) }],
        collaborators: [{ _id: AGENT_ID, name: 'Luis', surname: 'Pérez', email: 'luis@example.com' }],
      }),
      person(2, 'Bruno', 'Díaz', {
        customProperties: { plan: 'Basic' },
        pipelineStages: [{ pipelineId: PIPELINE_SALES, pipelineName: 'Ventas', pipelineStageId: STAGE_MEETING, stageName: 'Reunión', assignedAt: at(3) }],
      }),
      person(3, 'Carla', 'Ruiz'),
    ],
    lists: [
      { _id: LIST_VIP, companyId: COMPANY_ID, name: 'VIP', description: 'Best customers', contactCount: 1, createdAt: at(1), updatedAt: at(1) },
      { _id: LIST_NEWSLETTER, companyId: COMPANY_ID, name: 'Newsletter', description: null, contactCount: 0, createdAt: at(1), updatedAt: at(1) },
    ],
    pipelines: [
      {
        _id: PIPELINE_SALES, companyId: COMPANY_ID, name: 'Ventas', description: null, position: 0, createdAt: at(1), updatedAt: at(1),
        stages: [stage(STAGE_NEW, 'Nuevo', 0, 1), stage(STAGE_MEETING, 'Reunión', 1, 1), stage(STAGE_WON, 'Ganado', 2, 0)],
      },
    ],
    properties: [
      { _id: uuid('8004', 1), companyId: COMPANY_ID, propertyName: 'plan', label: 'Plan', type: 'single_choice', options: ['Basic', 'Pro'], position: 0, createdAt: at(1) },
      { _id: uuid('8004', 2), companyId: COMPANY_ID, propertyName: 'budget', label: 'Presupuesto', type: 'number', options: [], position: 1, createdAt: at(1) },
    ],
    collaborators: [
      { _id: OWNER_ID, userId: OWNER_ID, name: 'Olga', surname: 'Dueña', email: 'owner@example.com', role: 'owner', waAppId: null, status: 'active', invitedAt: null, joinedAt: at(1) },
      { _id: AGENT_ID, userId: AGENT_ID, name: 'Luis', surname: 'Pérez', email: 'luis@example.com', role: 'agent', waAppId: null, status: 'active', invitedAt: at(1), joinedAt: at(2) },
    ],
    comments: [
      {
        _id: uuid('8005', 1), companyId: COMPANY_ID, contactId: uuid('8000', 1), comment: 'Llamar el lunes',
        author: { _id: OWNER_ID, name: 'Olga', surname: 'Dueña', email: 'owner@example.com', erased: false }, createdAt: at(4), updatedAt: at(4), edited: false,
      },
    ],
    columnPreferences: {},
  };
}

/** Many contacts, to see the table virtualise. */
export function manyContacts(count: number): Contact[] {
  return Array.from({ length: count }, (_, i) => person(i + 100, `Nombre${i}`, `Apellido${i}`));
}
