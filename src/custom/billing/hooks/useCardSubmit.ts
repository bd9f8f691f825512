import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../dataProvider/ApiError';
import type { CardEntryProps } from '../components/CardEntry';
import { paymentErrorText } from '../utils/paymentErrorText';

/** The processor's answer for the entered card: a payment-method id, or its own (localised) refusal. */
export type Tokenised = { id: string } | { error: string };

/**
 * The card entry's submit, whatever the processor: the flow's check, the processor turning the
 * card into a payment-method id, then the flow's `onSubmit`. What goes wrong before the flow
 * (the check, a refused card, the tokeniser's field errors) shows on the card form; the flow
 * shows its own errors through the form's `error` and `fieldErrors`.
 */
export function useCardSubmit({ onBeforeSubmit, onSubmit }: Pick<CardEntryProps, 'onBeforeSubmit' | 'onSubmit'>) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (tokenise: () => Promise<Tokenised>) => {
    setError(null);
    setFieldErrors({});
    let answer: Tokenised;
    try {
      onBeforeSubmit?.();
      setBusy(true);
      answer = await tokenise();
    } catch (e) {
      setFieldErrors((isApiError(e) && e.body?.errors) || {});
      answer = { error: paymentErrorText(e, t).text };
    }
    setBusy(false);
    if ('error' in answer) setError(answer.error);
    else await onSubmit(answer.id);
  };

  return { submit, error, fieldErrors, busy };
}
