import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, Card, CardActions, CardContent, CardMedia, IconButton, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EmailTemplateSummary } from '../../../../contract/email';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { useFormatters } from '../../../components/format/useFormatters';

export type TemplateAction = 'preview' | 'send' | 'duplicate' | 'delete';

type Props = {
  template: EmailTemplateSummary;
  /** What this role may do: editing in the builder and the actions offered. */
  canEdit: boolean;
  allowed: ReadonlySet<TemplateAction>;
  busy: boolean;
  onAction: (action: TemplateAction, template: EmailTemplateSummary) => void;
};

/** One saved template: its thumbnail, name, subject and last change, and what to do with it. */
export function TemplateCard({ template, canEdit, allowed, busy, onAction }: Props) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const format = useFormatters();
  const name = template.name;
  const icon = (action: TemplateAction, glyph: ReactNode, color?: 'error') => {
    if (!allowed.has(action)) return null;
    const label = t(`email.templates.actions.${action}One`, { name });
    return (
      <Tooltip title={label}>
        <IconButton aria-label={label} size="small" color={color} aria-busy={busy && action === 'duplicate'} onClick={() => onAction(action, template)}>{glyph}</IconButton>
      </Tooltip>
    );
  };
  return (
    <Card component="article" variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardMedia component="img" image={template.thumbnailUrl} alt={t('email.templates.thumbnail', { name })} loading="lazy"
        sx={{ aspectRatio: '4 / 3', objectFit: 'cover', objectPosition: 'top', bgcolor: 'action.hover' }} />
      <CardContent sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{t('email.templates.subject', { subject: template.subject })}</Typography>
        <Typography variant="body2" color="text.secondary">{t('email.templates.updated', { date: format.date(template.updatedAt) })}</Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {canEdit && (
          <Button component={Link} to={to(`templates/stripo-builder/${template._id}`)} size="small" startIcon={<EditIcon />} aria-label={t('email.templates.actions.editOne', { name })}>
            {t('email.templates.actions.edit')}
          </Button>
        )}
        <Box sx={{ display: 'flex', gap: 0.25, ml: 'auto !important' }}>
          {icon('preview', <VisibilityIcon fontSize="small" />)}
          {icon('send', <SendIcon fontSize="small" />)}
          {icon('duplicate', <ContentCopyIcon fontSize="small" />)}
          {icon('delete', <DeleteIcon fontSize="small" />, 'error')}
        </Box>
      </CardActions>
    </Card>
  );
}
