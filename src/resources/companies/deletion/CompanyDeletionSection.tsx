import { Alert, Box, Button, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../../contract/companies';
import { DELETION_GRACE_DAYS } from '../../../../contract/dataProtection';
import { useServices } from '../../../app/useServices';
import { useFormatters } from '../../../components/format/useFormatters';
import { CancelCompanyDeletionButton } from './CancelCompanyDeletionButton';
import { DeleteCompanyDialog } from './DeleteCompanyDialog';

/**
 * Below the company's settings: its owner deletes it (after a grace period) or cancels a deletion
 * under way; other roles read who can. The session's companies reload after either, so the
 * banner on every page follows.
 */
export function CompanyDeletionSection({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { session } = useServices();
  const { date } = useFormatters();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const owner = company.role === 'owner';

  const handleScheduled = async () => {
    setOpen(false);
    // The section and the banner show the date the server set, from the reloaded companies.
    await session.loadCompanies().catch(() => {});
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4, maxWidth: 720 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>{t('app.deletion.company.section')}</Typography>
      {company.deletionScheduledFor ? (
        <Alert severity="warning" action={owner ? <CancelCompanyDeletionButton companyId={company._id} /> : undefined}>
          {t('app.deletion.company.scheduled', { name: company.name, date: date(company.deletionScheduledFor, 'long') })} {t('app.deletion.company.scheduledDetail')}
        </Alert>
      ) : owner ? (
        <>
          <Typography sx={{ mb: 2 }}>{t('app.deletion.company.intro', { days: DELETION_GRACE_DAYS })}</Typography>
          <Button variant="outlined" color="error" onClick={() => setOpen(true)}>{t('app.deletion.company.open')}</Button>
          {open && <DeleteCompanyDialog company={company} onClose={() => setOpen(false)} onScheduled={() => void handleScheduled()} />}
        </>
      ) : (
        <Typography color="text.secondary">{t('app.deletion.company.ownerOnly')}</Typography>
      )}
    </Box>
  );
}
