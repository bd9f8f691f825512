import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The server keeps an ad platform's refusal as "CODE: message": Google's error code (CLICK_NOT_FOUND),
 * Meta's as the connector names it (token_expired), or the product's own (ads_account_required).
 * The message is the platform's English; the code is what the user's language is looked up by.
 */
export function splitPlatformError(error: string): { code: string | null; message: string } {
  const m = /^([A-Za-z_]+): (.*)$/s.exec(error);
  return m ? { code: m[1], message: m[2] } : { code: null, message: error };
}

/**
 * A platform's refusal in the user's language, with the code kept for whoever asks support
 * ("Google no encuentra ese clic… (CLICK_NOT_FOUND)"). Codes without a text here — a platform can
 * add any — keep the platform's own words.
 */
export function usePlatformErrorText(): (error: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback((error: string) => {
    const { code, message } = splitPlatformError(error);
    const key = `closedLoop.platformErrors.${code}`;
    if (!code || !i18n.exists(key)) return message;
    return `${t(key)} (${code})`;
  }, [t, i18n]);
}
