import ComputerIcon from '@mui/icons-material/Computer';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewSection } from './PreviewSection';
import type { AdDevice } from './SearchAdCard';
import { SearchAdPreview, type SearchAdPreviewProps } from './SearchAdPreview';

export type AdPreviewSwitcherProps = Omit<SearchAdPreviewProps, 'device'> & {
  /** The device shown first; most searches are on a phone. */
  initialDevice?: AdDevice;
};

// MUI's unpressed toggle text (action.active) falls under 4.5:1 on the page's background; the theme's muted text does not.
const toggleSx = { gap: 0.75, px: 1.5 } as const;

/**
 * The search ad preview in its labelled region, with a mobile / desktop toggle (buttons: Tab to
 * reach, Space or Enter to pick).
 */
export function AdPreviewSwitcher({ initialDevice = 'mobile', ...ad }: AdPreviewSwitcherProps) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<AdDevice>(initialDevice);
  // The group reports null when the pressed button is pressed again: one device stays chosen.
  const handleDevice = (_: MouseEvent<HTMLElement>, next: AdDevice | null) => next && setDevice(next);
  return (
    <PreviewSection title={t('campaigns.preview.title')}>
      <Stack spacing={2}>
        <ToggleButtonGroup size="small" exclusive value={device} onChange={handleDevice} aria-label={t('campaigns.preview.device')} sx={{ alignSelf: 'flex-start' }}>
          <ToggleButton value="mobile" sx={toggleSx}>
            <SmartphoneIcon fontSize="small" aria-hidden />
            {t('campaigns.preview.mobile')}
          </ToggleButton>
          <ToggleButton value="desktop" sx={toggleSx}>
            <ComputerIcon fontSize="small" aria-hidden />
            {t('campaigns.preview.desktop')}
          </ToggleButton>
        </ToggleButtonGroup>
        <SearchAdPreview {...ad} device={device} />
      </Stack>
    </PreviewSection>
  );
}
