import { withLifecycleCallbacks, type DataProvider } from 'react-admin';
import type { Services } from '../app/servicesContext';
import { createDataProvider } from './createDataProvider';
import { RESOURCES } from '../resources';
import { companyLifecycle } from '../resources/companies/companyLifecycle';

/**
 * The app's dataProvider: derived from the resource declarations, with the session kept in step
 * when companies change. App.tsx gives it to <Admin>; stories build it over their fake services.
 */
export function createAppDataProvider({ api, session }: Pick<Services, 'api' | 'session'>): DataProvider {
  return withLifecycleCallbacks(createDataProvider(RESOURCES, { api, getCompanyId: session.companyId.get }), [companyLifecycle(session)]);
}
