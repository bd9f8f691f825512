import { Alert, Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chargesCardAgain, type PaymentMethod, type PaymentsInfo } from '../../../contract/billing';
import { apiErrorMessage } from '../../components/form/apiErrorMessage';
import { PageShell } from '../../components/PageShell';
import { isApiError } from '../../dataProvider/ApiError';
import { useBillingClient } from './api/useBillingClient';
import { CardEntry } from './components/CardEntry';
import { cardLabel, SavedCards } from './components/SavedCards';
import { usePaymentsInfo } from './hooks/usePaymentsInfo';
import { paymentErrorText } from './utils/paymentErrorText';

/**
 * payment/method-payment: the saved cards (make one the default, remove one), and a new card
 * (checked by the issuer) to add or swap in.
 */
export default function MethodPaymentPage() {
  const { t } = useTranslation();
  const client = useBillingClient();
  const { info, error: loadError, replace } = usePaymentsInfo();
  const [replaceCurrent, setReplaceCurrent] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  // Bumped after each saved card: the card form starts empty again (no number or CVC left on screen).
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [cardNotice, setCardNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const updateCards = async (call: () => Promise<PaymentsInfo>, done: string) => {
    setBusy(true);
    setCardNotice(null);
    try {
      replace(await call());
      setCardNotice({ ok: true, text: done });
    } catch (e) {
      // last_card_in_use and the rest read from app.errors.codes.
      setCardNotice({ ok: false, text: apiErrorMessage(e, t) });
    }
    setBusy(false);
  };
  const handleMakeDefault = (m: PaymentMethod) =>
    updateCards(() => client.changePaymentMethod({ paymentMethodId: m._id, makeDefault: true }), t('app.billing.cards.defaultChanged', { card: cardLabel(m) }));
  const handleRemove = (m: PaymentMethod) => updateCards(() => client.removePaymentMethod(m._id), t('app.billing.cards.removed'));

  const handleBeforeSave = () => {
    setError(null);
    setSaved(false);
    setFieldErrors({});
  };
  const handleSave = async (paymentMethodId: string) => {
    setBusy(true);
    try {
      const current = info?.defaultPaymentMethodId ?? null;
      const replaceId = replaceCurrent ? current : null;
      // Kept alongside (not replacing) the current card, the new one does not become the default.
      replace(await client.changePaymentMethod({ paymentMethodId, replaceId, makeDefault: replaceCurrent || !current }));
      setSaved(true);
      setFormKey((k) => k + 1);
    } catch (e) {
      setFieldErrors((isApiError(e) && e.body?.errors) || {});
      setError(paymentErrorText(e, t).text);
    }
    setBusy(false);
  };

  return (
    <PageShell title={t('app.billing.cards.pageTitle')}>
      {loadError ? <Alert severity="error">{apiErrorMessage(loadError, t)}</Alert> : null}
      <Box component="section" aria-labelledby="cards-title" sx={{ mb: 3 }}>
        <Typography id="cards-title" component="h2" variant="h6">{t('app.billing.cards.title')}</Typography>
        {cardNotice && <Alert severity={cardNotice.ok ? 'success' : 'error'} role={cardNotice.ok ? 'status' : 'alert'} sx={{ my: 1, maxWidth: 480 }}>{cardNotice.text}</Alert>}
        {info && (
          <SavedCards methods={info.paymentMethods} onMakeDefault={handleMakeDefault} onRemove={handleRemove} busy={busy} keepLastCard={chargesCardAgain(info.subscription)} />
        )}
      </Box>
      <Box component="section" aria-labelledby="new-card-title">
        <Typography id="new-card-title" component="h2" variant="h6" gutterBottom>{t('app.billing.cards.add')}</Typography>
        {saved && <Alert severity="success" role="status" sx={{ mb: 2, maxWidth: 480 }}>{t('app.billing.cards.saved')}</Alert>}
        <CardEntry key={formKey} submitLabel={t('app.billing.cards.save')} onBeforeSubmit={handleBeforeSave} onSubmit={handleSave} error={error} fieldErrors={fieldErrors} busy={busy}>
          {info?.defaultPaymentMethodId && (
            <FormControlLabel
              control={<Checkbox checked={replaceCurrent} onChange={(e) => setReplaceCurrent(e.target.checked)} />}
              label={t('app.billing.cards.replaceCurrent')}
            />
          )}
        </CardEntry>
      </Box>
    </PageShell>
  );
}
