import { createFormatters } from '../../../components/format/formatters';
import type { Language } from '../../../i18n/languages';

// Billing's amounts and days through the app's one formatting layer (components/format).
const formatters = (language: string) => createFormatters(language === 'en' ? 'en' : ('es' as Language));

export const formatMoney = (cents: number, currency: string, language: string): string =>
  formatters(language).money(cents, currency, { fromCents: true });

export const formatDate = (iso: string | null | undefined, language: string): string => formatters(language).date(iso, 'long');
