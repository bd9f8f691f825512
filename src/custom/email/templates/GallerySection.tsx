import { Alert, Box, Button, Card, CardActions, CardContent, CardMedia, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../app/useLanguage';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { useBuilderToken } from '../../emailBuilder/token';
import { useEmailClient } from '../api/useEmailClient';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

/**
 * The template gallery in the user's language: each design's thumbnail, name and kind, and "Use"
 * (the builder opens on a copy of it). Reading it needs the builder token, as the builder does.
 */
export function GallerySection({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const language = useLanguage();
  const client = useEmailClient();
  const { call } = useBuilderToken();
  const gallery = useQuery({ queryKey: ['email', 'gallery', language], queryFn: () => client.gallery(language, call), retry: false, staleTime: 5 * 60_000 });
  return (
    <Box component="section" aria-labelledby="email-gallery" sx={{ mb: 4 }}>
      <Typography id="email-gallery" variant="h6" component="h2" sx={{ mb: 1 }}>{t('email.gallery.title')}</Typography>
      {gallery.isPending && <LoadingStatus label={t('email.gallery.loading')} sx={{ py: 2 }} />}
      {gallery.isError && <Alert severity="error" action={<Button color="inherit" onClick={() => void gallery.refetch()}>{t('email.retry')}</Button>}>{t('email.gallery.loadFailed')}</Alert>}
      {gallery.data && (
        <Box component="ul" aria-label={t('email.gallery.title')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))' }}>
          {canCreate && (
            <li>
              <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', textAlign: 'center', p: 2, gap: 1 }}>
                <Typography variant="subtitle1" component="h3">{t('email.gallery.blank')}</Typography>
                <Typography variant="body2" color="text.secondary">{t('email.gallery.blankBody')}</Typography>
                <Button variant="outlined" component={Link} to={to(`templates/stripo-builder?lang=${language}`)}>{t('email.gallery.startBlank')}</Button>
              </Card>
            </li>
          )}
          {gallery.data.data.map((g) => (
            <li key={g.templateId}>
              <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardMedia component="img" image={g.logo} alt={t('email.gallery.thumbnail', { name: g.name })} loading="lazy" sx={{ aspectRatio: '3 / 4', objectFit: 'cover', objectPosition: 'top', bgcolor: 'action.hover' }} />
                <CardContent sx={{ flexGrow: 1, pb: 1 }}>
                  <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>{g.name}</Typography>
                  <Typography variant="body2" color="text.secondary">{t(`email.kinds.${g.kind}`)}</Typography>
                </CardContent>
                {canCreate && (
                  <CardActions>
                    <Button size="small" component={Link} to={to(`templates/stripo-builder?from=${encodeURIComponent(g.templateId)}&lang=${language}`)} aria-label={t('email.gallery.useOne', { name: g.name })}>
                      {t('email.gallery.use')}
                    </Button>
                  </CardActions>
                )}
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
