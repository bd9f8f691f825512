import { Box, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type AdPreviewProps = { finalUrl: string; headlines: string[]; descriptions: string[]; path1?: string; path2?: string };

const host = (url: string) => { try { return new URL(url).hostname.replace(/^www\./, ''); } catch { return url || 'example.com'; } };

/**
 * How the search ad may read, on a phone or a computer: the first three headlines and two
 * descriptions as typed (the platform picks and orders them itself when it serves).
 */
export function AdPreview({ finalUrl, headlines, descriptions, path1, path2 }: AdPreviewProps) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<'phone' | 'desktop'>('phone');
  const titles = headlines.map((h) => h.trim()).filter(Boolean).slice(0, device === 'phone' ? 2 : 3);
  const texts = descriptions.map((d) => d.trim()).filter(Boolean).slice(0, device === 'phone' ? 1 : 2);
  const display = [host(finalUrl), path1?.trim(), path1?.trim() && path2?.trim()].filter(Boolean).join(' › ');
  return (
    <Box component="section" aria-labelledby="ad-preview-title">
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography id="ad-preview-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{t('campaigns.wizard.preview.title')}</Typography>
        <ToggleButtonGroup size="small" exclusive value={device} onChange={(_, next) => next && setDevice(next)} aria-label={t('campaigns.wizard.preview.device')}>
          <ToggleButton value="phone">{t('campaigns.wizard.preview.phone')}</ToggleButton>
          <ToggleButton value="desktop">{t('campaigns.wizard.preview.desktop')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Paper variant="outlined" data-testid="ad-preview" sx={{ p: 2, maxWidth: device === 'phone' ? 360 : 600, borderRadius: device === 'phone' ? 3 : 1 }}>
        <Typography variant="caption" sx={{ fontWeight: 700 }}>{t('campaigns.wizard.preview.sponsored')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{display}</Typography>
        <Typography sx={{ color: 'primary.main', fontSize: device === 'phone' ? 18 : 20, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {titles.length ? titles.join(' | ') : t('campaigns.wizard.preview.noHeadline')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{texts.join(' ') || t('campaigns.wizard.preview.noDescription')}</Typography>
      </Paper>
    </Box>
  );
}
