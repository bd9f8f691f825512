import PhoneIcon from '@mui/icons-material/Phone';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { ASSET_LIMITS } from '../../../../contract/campaigns/limits';
import { SEARCH_RESULT_COLORS } from './searchResultColors';
import { SponsoredHeader, type SponsoredHeaderProps } from './SponsoredHeader';
import { truncateAdText } from './truncateAdText';

export type AdDevice = 'mobile' | 'desktop';
export type PreviewSitelink = { text: string; description1?: string; description2?: string };

export type SearchAdCardProps = SponsoredHeaderProps & {
  /** Already chosen and cut to their limits: the card shows them as they are. */
  headlines: string[];
  descriptions: string[];
  sitelinks?: PreviewSitelink[];
  callouts?: string[];
  phone?: string;
  device: AdDevice;
};

/** The results page shows about four of each below an ad; more would not fit on its line. */
const MAX_SITELINKS = 4;
const MAX_CALLOUTS = 4;

/**
 * One text ad as the results page draws it: a results-column width on a computer, a phone-width
 * card on a mobile, with its sitelinks, callouts and, on a phone, the call button. Not interactive:
 * nothing in a preview leads anywhere.
 */
export function SearchAdCard({ headlines, descriptions, sitelinks = [], callouts = [], phone, device, ...header }: SearchAdCardProps) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const link = SEARCH_RESULT_COLORS[palette.mode].link;
  const mobile = device === 'mobile';
  const links = sitelinks.filter((s) => s.text.trim()).slice(0, MAX_SITELINKS);
  const notes = callouts.map((c) => truncateAdText(c, ASSET_LIMITS.callout.text)).filter(Boolean).slice(0, MAX_CALLOUTS);
  const number = phone?.trim();
  return (
    <Paper
      variant="outlined"
      // border-box: the padding stays inside the width, with or without the page's CssBaseline.
      sx={{ boxSizing: 'border-box', width: '100%', maxWidth: mobile ? 360 : 652, p: mobile ? 2 : 2.5, borderRadius: mobile ? 4 : 2, bgcolor: 'background.paper', overflowWrap: 'anywhere' }}
    >
      <SponsoredHeader {...header} />
      <Typography component="p" data-testid="ad-headline" sx={{ mt: 1, color: link, fontSize: mobile ? '1.125rem' : '1.25rem', lineHeight: 1.3, fontStyle: headlines.length ? undefined : 'italic' }}>
        {headlines.length ? headlines.join(' | ') : t('campaigns.preview.noHeadline')}
      </Typography>
      <Typography variant="body2" data-testid="ad-description" sx={{ mt: 0.5, color: 'text.secondary', fontStyle: descriptions.length ? undefined : 'italic' }}>
        {descriptions.length ? descriptions.join(' ') : t('campaigns.preview.noDescription')}
      </Typography>
      {number && !mobile && (
        <Stack direction="row" spacing={0.5} alignItems="center" sx={{ mt: 0.5, color: 'text.secondary' }}>
          <PhoneIcon sx={{ fontSize: 16 }} aria-hidden />
          <Typography variant="body2">{number}</Typography>
        </Stack>
      )}
      {notes.length > 0 && (
        <Typography variant="body2" aria-label={t('campaigns.preview.callouts')} role="note" sx={{ mt: 0.5, color: 'text.secondary' }}>
          {notes.join(' · ')}
        </Typography>
      )}
      {links.length > 0 && (
        <Box
          component="ul"
          aria-label={t('campaigns.preview.sitelinks')}
          sx={mobile
            ? { listStyle: 'none', p: 0, m: 0, mt: 1.5, borderTop: 1, borderColor: 'divider' }
            : { listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 4, rowGap: 1.5 }}
        >
          {links.map((s, i) => (
            <Box
              component="li"
              key={i}
              sx={mobile ? { display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1.25, borderBottom: 1, borderColor: 'divider' } : undefined}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ color: link, fontSize: mobile ? '0.9375rem' : '1rem' }}>{truncateAdText(s.text, ASSET_LIMITS.sitelink.linkText)}</Typography>
                {!mobile && [s.description1, s.description2].filter((d) => d?.trim()).map((d, j) => (
                  <Typography key={j} variant="body2" sx={{ color: 'text.secondary' }}>{truncateAdText(d!, ASSET_LIMITS.sitelink.description)}</Typography>
                ))}
              </Box>
              {mobile && <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />}
            </Box>
          ))}
        </Box>
      )}
      {number && mobile && (
        // Looks like the ad's call button but is not one: nothing to focus or press. The number it
        // would call is said to screen readers, as the computer's card shows it in text.
        <Box
          data-testid="ad-call-button"
          sx={{ mt: 1.5, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, py: 0.75, border: 1, borderColor: 'divider', borderRadius: 999, color: link, fontWeight: 500 }}
        >
          <PhoneIcon sx={{ fontSize: 18 }} aria-hidden />
          <span aria-hidden="true">{t('campaigns.preview.call')}</span>
          <Box component="span" sx={visuallyHidden}>{t('campaigns.preview.callNumber', { phone: number })}</Box>
        </Box>
      )}
    </Paper>
  );
}
