import { Navigate } from 'react-router';
import { useLocalizedPath } from '../app/useLocalizedPath';

/** SPEC §2: unknown authenticated paths go to mainpage. */
export function UnknownPathRedirect() {
  const to = useLocalizedPath();
  return <Navigate to={to('mainpage')} replace />;
}
