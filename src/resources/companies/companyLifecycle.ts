import type { ResourceCallbacks } from 'react-admin';
import type { Session } from '../../authProvider/createSession';

/**
 * The session keeps the user's companies with their role in each (company switcher, role checks).
 * A company created or renamed here must show there at once, not after the next sign-in.
 */
export function companyLifecycle(session: Pick<Session, 'loadCompanies'>): ResourceCallbacks {
  const reload = async <T,>(result: T): Promise<T> => {
    await session.loadCompanies();
    return result;
  };
  return { resource: 'companies', afterCreate: reload, afterUpdate: reload };
}
