import { Box, CircularProgress, Typography } from '@mui/material';
import { toString as qrToSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type QrCodeProps = {
  /** What the code holds (a pairing URL, a landing's address). */
  value: string;
  /** Said to screen readers in place of the image. */
  alt: string;
  size?: number;
};

/** What was drawn, and for which value: a result for an older value means "still drawing". */
type Drawn = { value: string; src: string | null };

/**
 * A QR code drawn here, in the browser (no image service): an SVG made by the `qrcode` package,
 * shown as an image with its text alternative. Dark modules on white whatever the theme, as
 * scanners expect.
 */
export function QrCode({ value, alt, size = 224 }: QrCodeProps) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let live = true;
    qrToSvg(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } })
      .then((svg) => live && setDrawn({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
      .catch(() => live && setDrawn({ value, src: null }));
    return () => {
      live = false;
    };
  }, [value]);
  const current = drawn?.value === value ? drawn : null;
  return (
    <Box sx={{ width: size, height: size, display: 'grid', placeItems: 'center', bgcolor: '#fff', borderRadius: 1, border: 1, borderColor: 'divider' }}>
      {current?.src && <img src={current.src} alt={alt} width={size} height={size} />}
      {!current && <CircularProgress aria-label={t('app.components.loading')} />}
      {current && !current.src && <Typography role="alert" color="error" variant="body2" sx={{ p: 2, textAlign: 'center' }}>{t('app.components.qrError')}</Typography>}
    </Box>
  );
}
