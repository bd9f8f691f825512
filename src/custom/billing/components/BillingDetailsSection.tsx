import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingDetails } from '../../../../contract/billing';
import { useLanguage } from '../../../app/useLanguage';
import { LOCALE_OF } from '../../../components/format/formatters';
import type { useBillingDetails } from '../hooks/useBillingDetails';
import { BillingDetailsForm } from './BillingDetailsForm';

export type BillingDetailsSectionProps = {
  /** The page's useBillingDetails(): the page also needs to know whether details exist. */
  billing: ReturnType<typeof useBillingDetails>;
  /** In a purchase: the form opens at once while no details exist. */
  purchase?: boolean;
  onChange?: (details: BillingDetails) => void;
};

/** The billing details as they will be printed, with a way to edit them (or the form when none yet). */
export function BillingDetailsSection({ billing, purchase = false, onChange }: BillingDetailsSectionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const { loaded, details, seller, failed, replace } = billing;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  const handleSaved = (next: BillingDetails) => {
    replace(next);
    setEditing(false);
    setSaved(true);
    onChange?.(next);
  };

  const country = details ? new Intl.DisplayNames([LOCALE_OF[language]], { type: 'region' }).of(details.country) ?? details.country : '';
  const showForm = editing || (purchase && loaded && !details && !failed);
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <Typography id={titleId} component="h2" variant="h6" gutterBottom>{t('app.billing.details.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>{purchase && !details ? t('app.billing.details.needed') : t('app.billing.details.intro')}</Typography>
      {!loaded && <CircularProgress size={24} aria-label={t('app.billing.details.title')} />}
      {saved && !editing && <Alert severity="success" sx={{ mb: 1, maxWidth: 560 }}>{t('app.billing.details.saved')}</Alert>}
      {showForm ? (
        <BillingDetailsForm initial={details} onSaved={handleSaved} onCancel={details ? () => setEditing(false) : undefined} />
      ) : (
        loaded && (
          <>
            {details ? (
              <Box component="address" sx={{ fontStyle: 'normal', mb: 1 }} data-testid="billing-details">
                <Typography sx={{ fontWeight: 600 }}>{details.legalName}</Typography>
                {details.taxId && <Typography>{details.taxId}</Typography>}
                <Typography>{[details.addressLine1, details.addressLine2].filter(Boolean).join(', ')}</Typography>
                <Typography>{[details.postalCode, details.city, details.province].filter(Boolean).join(' ')} · {country}</Typography>
              </Box>
            ) : (
              <Typography sx={{ mb: 1 }}>{t('app.billing.details.none')}</Typography>
            )}
            <Button variant="outlined" onClick={() => { setSaved(false); setEditing(true); }}>{t('app.billing.details.edit')}</Button>
          </>
        )
      )}
      {seller && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t('app.billing.details.seller', { name: seller.legalName, taxId: seller.taxId, address: seller.address })}</Typography>}
    </Box>
  );
}
