import { useMemo } from 'react';
import { useServices } from '../../../app/useServices';
import { createWorkflowClient, type WorkflowClient } from './workflowClient';

/** The workflow calls over the app's API client and current company (faked in stories and tests). */
export function useWorkflowClient(): WorkflowClient {
  const { api, session } = useServices();
  return useMemo(() => createWorkflowClient(api, session.companyId.get), [api, session]);
}
