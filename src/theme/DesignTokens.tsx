import { Box, Paper, Stack, Typography } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { contrastRatio } from './contrast';
import { createAppTheme } from './createAppTheme';
import type { ThemeMode } from './themeMode';
import { PALETTES, RADIUS, SHADOWS, SPACING, TYPE, type Palette } from './tokens';

/** What each colour is shown on, for its contrast figure. */
const SHOWN_ON: Partial<Record<keyof Palette, keyof Palette>> = {
  brand: 'surface', onBrand: 'brand', accent: 'surface', text: 'surface', textMuted: 'surface', success: 'surface',
  warning: 'surface', error: 'surface', info: 'surface', onStatus: 'error', border: 'surface',
};

function Swatch({ palette, name }: { palette: Palette; name: keyof Palette }) {
  const on = SHOWN_ON[name];
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <Box sx={{ width: 40, height: 40, borderRadius: 1, bgcolor: palette[name], border: 1, borderColor: 'divider' }} />
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>{name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {palette[name]}{on ? ` · ${contrastRatio(palette[name], palette[on]).toFixed(2)}:1 on ${on}` : ''}
        </Typography>
      </Box>
    </Stack>
  );
}

/** The tokens of one mode, drawn with that mode's theme. */
export function DesignTokens({ mode }: { mode: ThemeMode }) {
  const palette = PALETTES[mode];
  return (
    <ThemeProvider theme={createAppTheme(mode, 'ltr')}>
      <Box sx={{ p: 3, bgcolor: 'background.default', color: 'text.primary' }}>
        <Typography variant="h2" component="h2" gutterBottom>{mode === 'light' ? 'Light' : 'Dark'}</Typography>
        <Typography variant="h4" component="h3" sx={{ mt: 2, mb: 1 }}>Palette</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
          {(Object.keys(palette) as (keyof Palette)[]).map((name) => <Swatch key={name} palette={palette} name={name} />)}
        </Box>
        <Typography variant="h4" component="h3" sx={{ mt: 3, mb: 1 }}>Type scale</Typography>
        {(['h1', 'h2', 'h3', 'h4', 'h6', 'body1', 'body2', 'caption'] as const).map((variant) => (
          <Typography key={variant} variant={variant} component="p">{variant} · {TYPE[variant].fontSize} — Campañas, contactos y landings</Typography>
        ))}
        <Typography variant="h4" component="h3" sx={{ mt: 3, mb: 1 }}>Spacing, radius, elevation</Typography>
        <Stack direction="row" spacing={2} alignItems="flex-end" sx={{ mb: 2 }}>
          {[1, 2, 3, 4, 6].map((n) => (
            <Box key={n} sx={{ textAlign: 'center' }}>
              <Box sx={{ width: n * SPACING, height: n * SPACING, bgcolor: 'primary.main' }} />
              <Typography variant="caption">{n * SPACING}px</Typography>
            </Box>
          ))}
        </Stack>
        <Stack direction="row" spacing={2}>
          <Paper sx={{ p: 2, borderRadius: `${RADIUS.control}px`, border: 1, borderColor: 'divider' }}>control {RADIUS.control}px</Paper>
          <Paper sx={{ p: 2, borderRadius: `${RADIUS.card}px`, boxShadow: SHADOWS[mode].raised, border: 1, borderColor: 'divider' }}>card · raised</Paper>
          <Paper sx={{ p: 2, borderRadius: `${RADIUS.card}px`, boxShadow: SHADOWS[mode].floating }}>menu · floating</Paper>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
