import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/useServices';
import { useSessionState } from '../../app/useSessionState';
import { useFormatters } from '../../components/format/useFormatters';
import { CancelCompanyDeletionButton } from '../../resources/companies/deletion/CancelCompanyDeletionButton';
import { useStoreValue } from '../../store/useStoreValue';

/**
 * While the current company is scheduled for erasure every member sees it on every page (the
 * company stays usable until the date); its owner can cancel from here. Not while the owner's own
 * account is scheduled: that banner's cancel brings the company back with the account.
 */
export function CompanyDeletionBanner() {
  const { t } = useTranslation();
  const { session } = useServices();
  const { user } = useSessionState();
  const { date } = useFormatters();
  const companies = useStoreValue(session.companies);
  const companyId = useStoreValue(session.companyId);
  const company = companies.find((c) => c._id === companyId);
  if (!company?.deletionScheduledFor) return null;
  const accountScheduled = typeof user?.deletionScheduledFor === 'string';
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={company.role === 'owner' && !accountScheduled ? <CancelCompanyDeletionButton companyId={company._id} /> : undefined}
    >
      <AlertTitle>{t('app.deletion.company.scheduled', { name: company.name, date: date(company.deletionScheduledFor, 'long') })}</AlertTitle>
      {t('app.deletion.company.scheduledDetail')}
    </Alert>
  );
}
