import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Avatar, Box, Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PMaxImageField } from '../../../../contract/campaigns';
import { PMAX_GROUP } from '../../../../contract/campaigns/limits';
import { displayUrl, urlHost } from './displayUrl';
import { PreviewSection } from './PreviewSection';
import { SearchAdCard } from './SearchAdCard';
import { truncateAdText } from './truncateAdText';

/** An image of the group by its field; without `url` it exists but cannot be drawn here (still loading, or kept only on the platform). */
export type PMaxPreviewImage = { field: PMaxImageField; url?: string };

export type PMaxAdPreviewProps = {
  headlines: string[];
  longHeadlines: string[];
  descriptions: string[];
  businessName: string;
  finalUrl: string;
  images: PMaxPreviewImage[];
};

const filled = (texts: string[], max: number) => texts.map((text) => text.trim()).filter(Boolean).map((text) => truncateAdText(text, max));

/** One format of the gallery: its name under a card. */
function Format({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    // Named by its caption explicitly: not every browser derives a figure's name from <figcaption>.
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      {children}
      <Typography component="figcaption" id={captionId} variant="caption" color="text.secondary">{caption}</Typography>
    </Box>
  );
}

/** The picture of a display card; where it goes, with what it needs or what it will be, when it cannot be drawn. */
function CardImage({ image, ratio, alt, placeholder }: { image?: PMaxPreviewImage; ratio: string; alt: string; placeholder: string }) {
  if (image?.url) return <Box component="img" src={image.url} alt={alt} sx={{ display: 'block', width: '100%', aspectRatio: ratio, objectFit: 'cover' }} />;
  return (
    <Stack alignItems="center" justifyContent="center" spacing={0.5} sx={{ aspectRatio: ratio, bgcolor: 'action.hover', color: 'text.secondary', p: 2, textAlign: 'center' }}>
      <ImageOutlinedIcon aria-hidden />
      <Typography variant="caption">{placeholder}</Typography>
    </Stack>
  );
}

/** The advertiser's line of a display card, with the look of its "open" button (the preview opens nothing). */
function CardFooter({ name, logoUrl, logoAlt, action }: { name: string; logoUrl?: string; logoAlt: string; action: string }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1.5 }}>
      {logoUrl && <Avatar src={logoUrl} alt={logoAlt} sx={{ width: 24, height: 24 }} />}
      <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0, color: 'text.secondary' }}>{name}</Typography>
      <Box sx={{ display: 'inline-flex', alignItems: 'center', pl: 1.5, pr: 0.5, py: 0.25, borderRadius: 999, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.8125rem', fontWeight: 500 }}>
        {action}
        <ChevronRightIcon aria-hidden sx={{ fontSize: 18 }} />
      </Box>
    </Stack>
  );
}

/**
 * How a Performance Max asset group may show across Google's channels: a search-like text ad, a
 * landscape display card and a square one, side by side where its own box has room (container
 * queries, so it fits a side column as well as a whole page). The platform mixes the assets
 * itself; the preview takes the first of each.
 */
export function PMaxAdPreview({ headlines, longHeadlines, descriptions, businessName, finalUrl, images }: PMaxAdPreviewProps) {
  const { t } = useTranslation();
  const name = truncateAdText(businessName, PMAX_GROUP.businessName.length) || t('campaigns.preview.pmax.noBusinessName');
  const titles = filled(headlines, PMAX_GROUP.headlines.length);
  const longTitles = filled(longHeadlines, PMAX_GROUP.longHeadlines.length);
  const texts = filled(descriptions, PMAX_GROUP.descriptions.length);
  const first = (field: PMaxImageField) => images.find((image) => image.field === field);
  const landscape = first('MARKETING_IMAGE');
  const square = first('SQUARE_MARKETING_IMAGE');
  const logoUrl = first('LOGO')?.url;
  const imageAlt = t('campaigns.preview.pmax.imageAlt', { name });
  const logoAlt = t('campaigns.preview.pmax.logoAlt', { name });
  const action = t('campaigns.preview.pmax.open');
  const noHeadline = t('campaigns.preview.noHeadline');
  const noDescription = t('campaigns.preview.noDescription');

  return (
    <PreviewSection title={t('campaigns.preview.pmax.gallery')}>
      <Box sx={{ containerType: 'inline-size' }}>
        <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { '@': 'minmax(0, 1fr)', '@560': 'repeat(2, minmax(0, 1fr))', '@880': 'repeat(3, minmax(0, 1fr))' } }}>
          <Format caption={t('campaigns.preview.pmax.search')}>
            <SearchAdCard
              device="mobile"
              name={name}
              logoUrl={logoUrl}
              logoAlt={logoAlt}
              displayUrl={displayUrl(urlHost(finalUrl) ?? t('campaigns.preview.noUrl'))}
              headlines={titles.slice(0, 2)}
              descriptions={texts.slice(0, 1)}
            />
          </Format>
          <Format caption={t('campaigns.preview.pmax.display')}>
            <Paper variant="outlined" sx={{ overflow: 'hidden', borderRadius: 3 }}>
              <CardImage image={landscape} ratio="1.91 / 1" alt={imageAlt} placeholder={t(landscape ? 'campaigns.preview.pmax.landscapeNotShown' : 'campaigns.preview.pmax.noLandscape')} />
              <Box sx={{ p: 2 }}>
                <Typography sx={{ fontWeight: 500, lineHeight: 1.35 }}>{longTitles[0] ?? titles[0] ?? noHeadline}</Typography>
                <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>{texts[0] ?? noDescription}</Typography>
                <CardFooter name={name} logoUrl={logoUrl} logoAlt={logoAlt} action={action} />
              </Box>
            </Paper>
          </Format>
          <Format caption={t('campaigns.preview.pmax.square')}>
            <Paper variant="outlined" sx={{ overflow: 'hidden', borderRadius: 3, maxWidth: 320 }}>
              <CardImage image={square} ratio="1 / 1" alt={imageAlt} placeholder={t(square ? 'campaigns.preview.pmax.squareNotShown' : 'campaigns.preview.pmax.noSquare')} />
              <Box sx={{ p: 2 }}>
                <Typography sx={{ fontWeight: 500 }}>{titles[0] ?? noHeadline}</Typography>
                <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>{texts[1] ?? texts[0] ?? noDescription}</Typography>
                <CardFooter name={name} logoUrl={logoUrl} logoAlt={logoAlt} action={action} />
              </Box>
            </Paper>
          </Format>
        </Box>
      </Box>
    </PreviewSection>
  );
}
