import { useGetList } from 'react-admin';
import type { Collaborator } from '../../../../contract/collaborators';
import type { ContactList } from '../../../../contract/contactLists';
import type { CustomProperty } from '../../../../contract/customProperties';
import type { Pipeline } from '../../../../contract/pipelines';

// The CRM's small reference lists, read through the resources so every screen shares one cache
// (a list renamed on its screen shows renamed in the contacts filters at once).
const ALL = { pagination: { page: 1, perPage: 1000 } } as const;

export const useCustomProperties = () => useGetList<CustomProperty & { id: string }>('customProperties', ALL);
export const usePipelines = () => useGetList<Pipeline & { id: string }>('pipelines', ALL);
export const useContactLists = () => useGetList<ContactList & { id: string }>('contactLists', ALL);
export const useCollaborators = () => useGetList<Collaborator & { id: string }>('collaborators', ALL);
