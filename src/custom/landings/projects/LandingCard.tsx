import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import LanguageIcon from '@mui/icons-material/Language';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { Box, Card, CardActions, CardContent, CardMedia, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LandingSummary } from '../../../../contract/landings';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { useFormatters } from '../../../components/format/useFormatters';

export type LandingAction = 'publish' | 'unpublish' | 'rename' | 'subdomain' | 'duplicate' | 'delete';

type Props = {
  landing: LandingSummary;
  /** The actions this role may take; the others are not offered. */
  allowed: ReadonlySet<LandingAction>;
  /** The action under way on this card (its button is busy). */
  busy: LandingAction | null;
  onAction: (action: LandingAction, landing: LandingSummary) => void;
};

/** One landing: its template's thumbnail, name, status, subdomain and last change, and what to do with it. */
export function LandingCard({ landing, allowed, busy, onAction }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
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
        <Typography variant="body2" color="text.secondary">
          {t('landings.card.updated', { date: format.date(landing.updatedAt) })}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', gap: 0.25, ml: 'auto !important' }}>
          {landing.status === 'published'
            ? icon('unpublish', t('landings.actions.unpublishOne', { name }), <UnpublishedIcon />)
            : icon('publish', t('landings.actions.publishOne', { name }), <PublishIcon />)}
          {icon('rename', t('landings.actions.renameOne', { name }), <DriveFileRenameOutlineIcon />)}
          {icon('subdomain', t('landings.actions.subdomainOne', { name }), <LanguageIcon />)}
          {icon('duplicate', t('landings.actions.duplicateOne', { name }), <ContentCopyIcon />)}
          {icon('delete', t('landings.actions.deleteOne', { name }), <DeleteIcon />, 'error')}
        </Box>
      </CardActions>
    </Card>
  );
}
