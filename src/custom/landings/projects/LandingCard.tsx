import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DnsIcon from '@mui/icons-material/Dns';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import EditIcon from '@mui/icons-material/Edit';
import FacebookIcon from '@mui/icons-material/Facebook';
import LanguageIcon from '@mui/icons-material/Language';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { Box, Button, Card, CardActions, CardContent, CardMedia, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { LandingSummary } from '../../../../contract/landings';
import type { LandingStat } from '../../../../contract/webforms';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { useFormatters } from '../../../components/format/useFormatters';

export type LandingAction = 'edit' | 'publish' | 'unpublish' | 'rename' | 'subdomain' | 'domains' | 'pixels' | 'duplicate' | 'delete';

type Props = {
  landing: LandingSummary;
  /** The actions this role may take; the others are not offered. */
  allowed: ReadonlySet<LandingAction>;
  /** The action under way on this card (its button is busy). */
  busy: LandingAction | null;
  onAction: (action: LandingAction, landing: LandingSummary) => void;
  /** Its visits and conversion rate (tracking); absent while they load or when they could not be read. */
  stats?: LandingStat;
};

/** One landing: its template's thumbnail, name, status, subdomain, visits and conversion rate, last change, and what to do with it. */
export function LandingCard({ landing, allowed, busy, onAction, stats }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const to = useLocalizedPath();
  const name = landing.name;
  const icon = (action: LandingAction, label: string, glyph: ReactNode, color?: 'error') => allowed.has(action) && (
    // Not disabled while another action runs (a tooltip needs an enabled child): the actions hook ignores it then.
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" color={color} aria-busy={busy === action} onClick={() => onAction(action, landing)}>{glyph}</IconButton>
    </Tooltip>
  );
  return (
    <Card component="article" variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardMedia component="img" image={landing.thumbnailUrl} alt={t('landings.card.thumbnail', { name })} loading="lazy"
        sx={{ aspectRatio: '16 / 10', objectFit: 'cover', bgcolor: 'action.hover' }} />
      <CardContent sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
          <StatusChip status={landing.status} tones={{ published: 'success', draft: 'neutral' }} label={t(`landings.status.${landing.status}`)} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {landing.subdomain ? t('landings.card.subdomain', { subdomain: landing.subdomain }) : t('landings.card.noSubdomain')}
        </Typography>
        {landing.status === 'published' && landing.url && (
          <Link href={landing.url} target="_blank" rel="noopener" variant="body2" sx={{ overflowWrap: 'anywhere' }}
            aria-label={t('landings.card.visit', { name, url: landing.url })}>
            {landing.url}
          </Link>
        )}
        {stats && (
          <Typography variant="body2">
            {t('landings.card.stats', { visits: format.number(stats.visits), rate: format.percent(stats.conversionRate) })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('landings.card.updated', { date: format.date(landing.updatedAt) })}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, justifyContent: 'space-between' }}>
        {allowed.has('edit') && (
          // A link (the builder is a page of its own: it opens in a new tab on a middle click too).
          <Button component={RouterLink} to={to(`landing-editor/${landing._id}`)} size="small" startIcon={<EditIcon />}
            aria-label={t('landings.actions.editOne', { name })}>
            {t('landings.actions.edit')}
          </Button>
        )}
        <Box sx={{ display: 'flex', gap: 0.25, ml: 'auto !important' }}>
          {landing.status === 'published'
            ? icon('unpublish', t('landings.actions.unpublishOne', { name }), <UnpublishedIcon />)
            : icon('publish', t('landings.actions.publishOne', { name }), <PublishIcon />)}
          {icon('rename', t('landings.actions.renameOne', { name }), <DriveFileRenameOutlineIcon />)}
          {icon('subdomain', t('landings.actions.subdomainOne', { name }), <LanguageIcon />)}
          {icon('domains', t('landings.actions.domainsOne', { name }), <DnsIcon />)}
          {icon('pixels', t('landings.actions.pixelsOne', { name }), <FacebookIcon />)}
          {icon('duplicate', t('landings.actions.duplicateOne', { name }), <ContentCopyIcon />)}
          {icon('delete', t('landings.actions.deleteOne', { name }), <DeleteIcon />, 'error')}
        </Box>
      </CardActions>
    </Card>
  );
}
