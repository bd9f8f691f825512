import { Avatar, Box, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { SEARCH_RESULT_COLORS } from './searchResultColors';

export type SponsoredHeaderProps = {
  displayUrl: string;
  /** The advertiser's name above the URL (Performance Max has one; a search ad shows the URL alone). */
  name?: string;
  logoUrl?: string;
  logoAlt?: string;
};

/** The top of an ad on the results page: "Sponsored", the site's icon, its name and the display URL. */
export function SponsoredHeader({ displayUrl, name, logoUrl, logoAlt }: SponsoredHeaderProps) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const initial = (name || displayUrl.replace(/^www\./, '')).charAt(0).toUpperCase();
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.primary' }}>{t('campaigns.preview.sponsored')}</Typography>
      <Stack direction="row" spacing={1.25} alignItems="center" sx={{ mt: 0.75, minWidth: 0 }}>
        {logoUrl
          ? <Avatar src={logoUrl} alt={logoAlt} sx={{ width: 28, height: 28, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }} />
          : <Avatar aria-hidden sx={{ width: 28, height: 28, fontSize: '0.875rem', bgcolor: 'action.selected', color: 'text.primary' }}>{initial}</Avatar>}
        <Box sx={{ minWidth: 0 }}>
          {name && <Typography variant="body2" noWrap sx={{ color: 'text.primary', fontWeight: 500 }}>{name}</Typography>}
          <Typography variant="body2" noWrap data-testid="ad-display-url" sx={{ color: SEARCH_RESULT_COLORS[palette.mode].url }}>{displayUrl}</Typography>
        </Box>
      </Stack>
    </Box>
  );
}
