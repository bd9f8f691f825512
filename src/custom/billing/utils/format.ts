const locale = (language: string) => (language === 'en' ? 'en-GB' : 'es-ES');

export const formatMoney = (cents: number, currency: string, language: string): string =>
  new Intl.NumberFormat(locale(language), { style: 'currency', currency }).format(cents / 100);

export const formatDate = (iso: string | null | undefined, language: string): string =>
  iso ? new Intl.DateTimeFormat(locale(language), { dateStyle: 'long' }).format(new Date(iso)) : '—';
