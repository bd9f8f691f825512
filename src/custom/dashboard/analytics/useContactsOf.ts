import { useLocalizedPath } from '../../../app/useLocalizedPath';

/** The path of the CRM contacts list filtered to a dashboard segment: exactly the contacts a figure counted. */
export function useContactsOf(): (segment: string) => string {
  const to = useLocalizedPath();
  return (segment) => `${to('crm/contacts')}?filter=${encodeURIComponent(JSON.stringify({ segment }))}`;
}
