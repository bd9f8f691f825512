import AddIcon from '@mui/icons-material/Add';
import MailIcon from '@mui/icons-material/Mail';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { sendingCalls, templateCalls, type EmailTemplateSummary } from '../../../../contract/email';
import { useLanguage } from '../../../app/useLanguage';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { useCanCall } from '../../crm/hooks/useCanCall';
import { useBuilderToken } from '../../emailBuilder/token';
import { useEmailClient } from '../api/useEmailClient';
import { SendDialog } from '../send/SendDialog';
import { GallerySection } from './GallerySection';
import { TemplateCard, type TemplateAction } from './TemplateCard';
import { TemplatePreviewDialog } from './TemplatePreviewDialog';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

/**
 * templates (SPEC §2): the gallery to start from, and the company's templates as cards — found by
 * name or subject, opened in the builder, previewed, duplicated, deleted and sent. `?send=<id>`
 * (the builder's "Send…") opens the send dialog for that template.
 */
export function TemplatesScreen() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const language = useLanguage();
  const notify = useNotify();
  const client = useEmailClient();
  const queryClient = useQueryClient();
  const { call: builderCall } = useBuilderToken();
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState('');
  const [previewing, setPreviewing] = useState<EmailTemplateSummary | null>(null);
  const [deleting, setDeleting] = useState<EmailTemplateSummary | null>(null);
  const [duplicating, setDuplicating] = useState<string | null>(null);
  const templates = useQuery({ queryKey: ['email', 'templates', q.trim()], queryFn: () => client.templates(q), placeholderData: (previous) => previous, retry: false });
  const canWrite = useCanCall(templateCalls.createEmailTemplate);
  const canDelete = useCanCall(templateCalls.deleteEmailTemplate);
  const canSend = useCanCall(sendingCalls.sendBulkEmail);
  const allowed = new Set<TemplateAction>(['preview', ...(canSend ? ['send'] as const : []), ...(canWrite ? ['duplicate'] as const : []), ...(canDelete ? ['delete'] as const : [])]);
  const sendingId = canSend ? params.get('send') : null;
  const reload = () => queryClient.invalidateQueries({ queryKey: ['email', 'templates'] });

  const openSend = (templateId: string | null) => setParams((current) => {
    const next = new URLSearchParams(current);
    if (templateId) next.set('send', templateId);
    else next.delete('send');
    return next;
  }, { replace: !templateId });
  const duplicate = async (template: EmailTemplateSummary) => {
    setDuplicating(template._id);
    try {
      const copy = await client.duplicate(template._id, t('email.templates.copyName', { name: template.name }), builderCall);
      notify(t('email.templates.duplicated', { name: copy.name }), { type: 'success' });
      await reload();
    } catch (error) {
      notify(error instanceof Error ? error.message : t('email.templates.failed'), { type: 'error' });
    } finally {
      setDuplicating(null);
    }
  };
  const remove = async (template: EmailTemplateSummary) => {
    try {
      await client.removeTemplate(template._id);
    } catch (error) {
      notify(error instanceof Error ? error.message : t('email.templates.failed'), { type: 'error' });
      throw error;
    }
    notify(t('email.templates.deleted', { name: template.name }), { type: 'success' });
    await reload();
  };
  const handleAction = (action: TemplateAction, template: EmailTemplateSummary) => {
    if (action === 'preview') setPreviewing(template);
    if (action === 'send') openSend(template._id);
    if (action === 'delete') setDeleting(template);
    if (action === 'duplicate' && !duplicating) void duplicate(template);
  };
  const rows = templates.data?.data ?? [];
  const create = canWrite ? { label: t('email.templates.create'), to: to(`templates/stripo-builder?lang=${language}`) } : undefined;

  return (
    <>
      <PageHeader title={t('email.templates.title')} subtitle={t('email.templates.subtitle')}
        actions={create && <Button variant="contained" startIcon={<AddIcon />} component={Link} to={create.to}>{create.label}</Button>} />
      <GallerySection canCreate={canWrite} />
      <Box component="section" aria-labelledby="email-templates">
        <Typography id="email-templates" variant="h6" component="h2" sx={{ mb: 1 }}>{t('email.templates.mine')}</Typography>
        <Box role="search" aria-label={t('email.templates.searchLabel')} sx={{ mb: 2 }}>
          <TextField size="small" type="search" label={t('email.templates.search')} value={q} onChange={(e) => setQ(e.target.value)} />
        </Box>
        {templates.isPending && <LoadingStatus label={t('email.templates.loading')} sx={{ py: 2 }} />}
        {templates.isError && <Alert severity="error" action={<Button color="inherit" onClick={() => void templates.refetch()}>{t('email.retry')}</Button>}>{t('email.templates.loadFailed')}</Alert>}
        {templates.data && rows.length === 0 && (q.trim()
          ? <EmptyState headingLevel={3} title={t('email.templates.noMatch')} />
          : <EmptyState headingLevel={3} icon={<MailIcon />} title={t('email.templates.emptyTitle')} body={t('email.templates.emptyBody')} action={create} />)}
        {rows.length > 0 && (
          <Box component="ul" aria-label={t('email.templates.mine')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}>
            {rows.map((template) => (
              <li key={template._id}><TemplateCard template={template} canEdit={canWrite} allowed={allowed} busy={duplicating === template._id} onAction={handleAction} /></li>
            ))}
          </Box>
        )}
      </Box>
      <TemplatePreviewDialog template={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog open={Boolean(deleting)} destructive title={t('email.templates.deleteTitle', { name: deleting?.name ?? '' })} body={t('email.templates.deleteBody')}
        confirmLabel={t('email.templates.actions.delete')} onConfirm={() => remove(deleting!)} onClose={() => setDeleting(null)} />
      {sendingId && <SendDialog templateId={sendingId} onClose={() => openSend(null)} />}
    </>
  );
}
