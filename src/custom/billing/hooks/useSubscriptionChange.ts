import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../../app/useSessionState';
import { isApiError } from '../../../dataProvider/ApiError';
import type { ChangeInput } from '../api/createBillingClient';
import { useBillingClient } from '../api/useBillingClient';
import { paymentErrorText } from '../utils/paymentErrorText';

export type SubscriptionChangeFlow = {
  /** After the plan applied (at once, or back from the bank step). */
  onDone: () => void | Promise<void>;
  /** Opens the bank's authentication page (a full navigation). */
  openExternal: (url: string) => void;
};

/**
 * The signed-in user's plan change and what follows it: the bank step when the payment needs
 * one, else `onDone`. Refusals read in the user's language (SPEC §8) with the fields the server
 * names; `fail` shows any other refusal (e.g. back from a failed bank step) the same way.
 */
export function useSubscriptionChange({ onDone, openExternal }: SubscriptionChangeFlow) {
  const { t } = useTranslation();
  const client = useBillingClient();
  const { user } = useSessionState();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const fail = useCallback((e: unknown) => {
    setFieldErrors((isApiError(e) && e.body?.errors) || {});
    setError(paymentErrorText(e, t).text);
  }, [t]);
  const reset = () => {
    setError(null);
    setFieldErrors({});
  };
  const change = async (input: Omit<ChangeInput, 'userEmail'>) => {
    reset();
    setBusy(true);
    try {
      const result = await client.changeSubscriptionType({ userEmail: String(user?.email ?? ''), ...input });
      if (result.status === 'requires_action' && result.redirectUrl) openExternal(result.redirectUrl);
      else await onDone();
    } catch (e) {
      fail(e);
    }
    setBusy(false);
  };

  return { change, fail, reset, error, fieldErrors, busy };
}
