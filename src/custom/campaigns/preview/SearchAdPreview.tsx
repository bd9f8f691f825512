import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Box, Button, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_AD } from '../../../../contract/campaigns/limits';
import { combinationCount, nthCombination } from './adCombinations';
import { displayUrl, urlHost } from './displayUrl';
import { SearchAdCard, type AdDevice, type PreviewSitelink } from './SearchAdCard';
import { truncateAdText } from './truncateAdText';

export type SearchAdPreviewProps = {
  headlines: string[];
  descriptions: string[];
  finalUrl: string;
  path1?: string;
  path2?: string;
  sitelinks?: PreviewSitelink[];
  callouts?: string[];
  phone?: string;
  device: AdDevice;
};

/** What one responsive search ad shows at a time (reference/google-ads.md §2). */
const SHOWN_HEADLINES = 3;
const SHOWN_DESCRIPTIONS = 2;

const filled = (texts: string[]) => texts.map((text) => text.trim()).filter(Boolean);

/**
 * A responsive search ad as it may show on the results page. The platform picks three headlines
 * and two descriptions each time; "show another combination" walks through every choice in a
 * fixed order. Texts past their limit show cut with an ellipsis (the field's counter says why).
 */
export function SearchAdPreview({ headlines, descriptions, finalUrl, path1, path2, device, ...assets }: SearchAdPreviewProps) {
  const { t } = useTranslation();
  const [turn, setTurn] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const titles = filled(headlines);
  const texts = filled(descriptions);
  const total = Math.max(
    combinationCount(titles.length, Math.min(SHOWN_HEADLINES, titles.length)),
    combinationCount(texts.length, Math.min(SHOWN_DESCRIPTIONS, texts.length)),
  );
  // The lists can shrink while the user edits them: the turn always lands on an existing choice.
  const index = turn % total;
  const headlinesAt = (i: number) => nthCombination(titles, SHOWN_HEADLINES, i).map((h) => truncateAdText(h, SEARCH_AD.headlines.length));
  const shownHeadlines = headlinesAt(index);
  const shownDescriptions = nthCombination(texts, SHOWN_DESCRIPTIONS, index).map((d) => truncateAdText(d, SEARCH_AD.descriptions.length));
  const url = displayUrl(urlHost(finalUrl) ?? t('campaigns.preview.noUrl'), truncateAdText(path1 ?? '', SEARCH_AD.path.length), truncateAdText(path2 ?? '', SEARCH_AD.path.length));

  // Said once per press (not as the user types): which combination it is and its headlines.
  const handleNext = () => {
    const next = (index + 1) % total;
    setTurn(next);
    setAnnouncement(t('campaigns.preview.combinationShown', { index: next + 1, total, headlines: headlinesAt(next).join(' | ') }));
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="figure"
        aria-label={t(device === 'mobile' ? 'campaigns.preview.mobileFrame' : 'campaigns.preview.desktopFrame')}
        sx={{ m: 0, width: '100%', maxWidth: device === 'mobile' ? 360 : 652 }}
      >
        <SearchAdCard device={device} headlines={shownHeadlines} descriptions={shownDescriptions} displayUrl={url} {...assets} />
      </Box>
      <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap flexWrap="wrap">
        <Button size="small" startIcon={<AutorenewIcon />} onClick={handleNext} disabled={total <= 1}>
          {t('campaigns.preview.anotherCombination')}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {t('campaigns.preview.combinationOf', { index: index + 1, total })}
        </Typography>
      </Stack>
      <Box component="span" role="status" sx={visuallyHidden}>{announcement}</Box>
    </Stack>
  );
}
