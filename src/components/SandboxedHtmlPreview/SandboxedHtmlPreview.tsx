import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PreviewDevice = 'desktop' | 'tablet' | 'mobile';
const WIDTHS: Record<PreviewDevice, number | '100%'> = { desktop: '100%', tablet: 768, mobile: 390 };

export type SandboxedHtmlPreviewProps = {
  /** HTML a user wrote (an email, a landing): shown as is, inside a sandbox. */
  html: string;
  /** Names the frame for screen readers ("Vista previa de la plantilla …"). */
  title: string;
  height?: number;
  /** Offer the desktop / tablet / mobile widths. */
  devices?: boolean;
};

/**
 * User-authored HTML, shown only inside an iframe whose `sandbox` grants nothing: no scripts, no
 * same origin (it cannot read the app's storage or cookies), no forms, no popups, no top
 * navigation. Whatever the HTML holds, it cannot act as the app.
 */
export function SandboxedHtmlPreview({ html, title, height = 480, devices = false }: SandboxedHtmlPreviewProps) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  return (
    <Box>
      {devices && (
        <ToggleButtonGroup size="small" exclusive value={device} onChange={(_, next: PreviewDevice | null) => next && setDevice(next)} aria-label={t('app.components.preview.device')} sx={{ mb: 1 }}>
          {(Object.keys(WIDTHS) as PreviewDevice[]).map((d) => (
            <ToggleButton key={d} value={d}>{t(`app.components.preview.${d}`)}</ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff', overflow: 'auto' }}>
        <Box component="iframe" title={title} sandbox="" srcDoc={html} referrerPolicy="no-referrer" sx={{ display: 'block', border: 0, width: WIDTHS[device], maxWidth: '100%', height, mx: 'auto' }} />
      </Box>
    </Box>
  );
}
