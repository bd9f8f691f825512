import { Alert, Box, Button, Card, CardActions, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountCalls, type AdAccount } from '../../../contract/accounts';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useServices } from '../../app/useServices';
import { apiErrorMessage } from '../../components/form/apiErrorMessage';
import { CallForm } from '../../components/form/CallForm';
import { PageShell } from '../../components/PageShell';
import { useStoreValue } from '../../store/useStoreValue';
import { useCheckOrigin } from './useCheckOrigin';

type LinkFlags = { hasAccount: boolean; hasMCC: boolean };
const accountIdRule = (v: string) => (/^\d{3}-?\d{3}-?\d{4}$/.test(v.trim()) ? null : 'app.validation.accountId');

/**
 * chooseAccount: link one of the listed ad accounts (managed ones with setSpicyAccount, the
 * customer's own with setOwnAccount) or type an own account id. Once linked, back to the origin.
 */
export default function ChooseAccountPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { api, session, accountLink } = useServices();
  const companyId = useStoreValue(session.companyId);
  const origin = useCheckOrigin();
  const [failure, setFailure] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const accounts = useQuery({
    queryKey: ['list-accounts'],
    queryFn: () => api.call<{ data: AdAccount[] }>(accountCalls.listAccounts).then((r) => r.data),
  });

  const link = async (accountId: string, kind: AdAccount['kind']) => {
    const def = kind === 'spicy' ? accountCalls.setSpicyAccount : accountCalls.setOwnAccount;
    const flags = await api.call<LinkFlags>(def, { body: { accountId, companyId } });
    accountLink.set(flags);
    navigate(flags.hasAccount && flags.hasMCC ? (origin.from ?? to('mainpage')) : to('check'), { replace: true, state: origin });
  };
  const handleLink = async (account: AdAccount) => {
    setBusyId(account.accountId);
    setFailure(null);
    try {
      await link(account.accountId, account.kind);
    } catch (error) {
      setFailure(apiErrorMessage(error, t));
      setBusyId(null);
    }
  };

  return (
    <PageShell title={t('app.chooseAccount.title')} intro={t('app.chooseAccount.intro')}>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {accounts.isPending && <CircularProgress aria-label={t('app.common.loading')} />}
      {accounts.isError && <Alert severity="error">{apiErrorMessage(accounts.error, t)}</Alert>}
      {accounts.data?.length === 0 && <Typography sx={{ mb: 2 }}>{t('app.chooseAccount.none')}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', mb: 4 }}>
        {accounts.data?.map((account) => (
          <Card key={account.accountId} variant="outlined" component="article" aria-label={account.name}>
            <CardContent>
              <Typography component="h2" variant="h6">
                {account.name}
              </Typography>
              <Typography color="text.secondary">{account.accountId}</Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Chip size="small" label={t(`app.chooseAccount.kind.${account.kind}`)} />
                <Chip size="small" label={`${account.currency} · ${account.timezone}`} />
              </Stack>
              {account.linkedCompanyId && account.linkedCompanyId !== companyId && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('app.chooseAccount.linkedElsewhere')}
                </Typography>
              )}
            </CardContent>
            <CardActions>
              <Button
                variant="contained"
                onClick={() => handleLink(account)}
                disabled={busyId !== null || account.linkedCompanyId === companyId}
                aria-label={t('app.chooseAccount.linkNamed', { name: account.name })}
              >
                {account.linkedCompanyId === companyId ? t('app.chooseAccount.linked') : t('app.chooseAccount.link')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      <CallForm
        title={t('app.chooseAccount.ownTitle')}
        description={t('app.chooseAccount.ownIntro')}
        fields={[{ name: 'accountId', label: t('app.chooseAccount.accountId'), rule: accountIdRule, helperText: '123-456-7890' }]}
        submitLabel={t('app.chooseAccount.link')}
        onSubmit={({ accountId }) => link(accountId.trim(), 'own')}
      />
    </PageShell>
  );
}
