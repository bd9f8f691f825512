import type { CallDef } from '../../../contract/define';
import { useServices } from '../../app/useServices';
import type { SessionPayload } from '../../authProvider/createSession';

/** The submit function of a registration variant: posts the body (plus extras) to its call. */
export function useRegistrationCall(def: CallDef, extra: Record<string, unknown> = {}) {
  const { api } = useServices();
  return (body: Record<string, unknown>) => api.call<SessionPayload>(def, { body: { ...body, ...extra } });
}
