import { useLocaleState } from 'react-admin';

/** A date and time in the interface's language (medium date, short time). */
export function useFormatDate() {
  const [locale] = useLocaleState();
  return (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '');
}
