import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { PageShell } from '../../components/PageShell';
import { PlanPurchase } from './components/PlanPurchase';
import { useRefreshUser } from './hooks/useRefreshUser';

export type ChangeSubscriptionPageProps = {
  /** Opens the bank's authentication page (a full navigation); tests pass a spy. */
  openExternal?: (url: string) => void;
};

/** payment/changeSubscription (free users): pick a plan and pay, then on to the plan page. */
export default function ChangeSubscriptionPage({ openExternal = (url) => window.location.assign(url) }: ChangeSubscriptionPageProps) {
  const { t } = useTranslation();
  const refreshUser = useRefreshUser();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const [params] = useSearchParams();

  const handleDone = async () => {
    await refreshUser();
    navigate(to('payment/subscription'), { replace: true });
  };

  return (
    <PageShell title={t('app.billing.change.title')} intro={t('app.billing.change.intro')}>
      <PlanPurchase title={t('app.billing.plans.title')} initialPlan={params.get('plan')} onDone={handleDone} openExternal={openExternal} />
    </PageShell>
  );
}
