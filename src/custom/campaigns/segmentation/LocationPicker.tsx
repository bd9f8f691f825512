import { Autocomplete, Box, Button, Chip, FormHelperText, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '../createad/api/adsClient';
import { useAdsClient } from '../createad/api/useAdsClient';
import type { LocationTarget } from '../createad/wizardAnswers';
import { useDebounced } from './useDebounced';

export type LocationPickerProps = {
  value: LocationTarget[];
  onChange: (value: LocationTarget[]) => void;
  error?: string;
};

/**
 * Countries, regions and cities found by name (getLocations), each included or excluded (an
 * excluded place inside an included one: all of Spain but Ceuta).
 */
export function LocationPicker({ value, onChange, error }: LocationPickerProps) {
  const { t } = useTranslation();
  const client = useAdsClient();
  const [input, setInput] = useState('');
  const [mode, setMode] = useState<'include' | 'exclude'>('include');
  const q = useDebounced(input.trim(), 250);
  const search = useQuery({ queryKey: ['campaigns', 'locations', q], queryFn: () => client.locations(q), enabled: q.length >= 2, staleTime: 60_000 });
  const options = (search.data?.data ?? []).filter((l) => !value.some((v) => v.locationId === l.id));

  const handleAdd = (location: Location | null) => {
    if (!location) return;
    onChange([...value, { locationId: location.id, name: location.canonicalName || location.name, negative: mode === 'exclude' }]);
    setInput('');
  };
  const toggle = (id: string) => onChange(value.map((v) => (v.locationId === id ? { ...v, negative: !v.negative } : v)));

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <ToggleButtonGroup exclusive size="small" value={mode} onChange={(_, next) => next && setMode(next)} aria-label={t('campaigns.segmentation.locations.mode')}>
          <ToggleButton value="include">{t('campaigns.segmentation.locations.include')}</ToggleButton>
          <ToggleButton value="exclude">{t('campaigns.segmentation.locations.exclude')}</ToggleButton>
        </ToggleButtonGroup>
        <Autocomplete
          sx={{ flex: 1, minWidth: 240 }}
          options={options}
          value={null}
          inputValue={input}
          onInputChange={(_, text, reason) => { if (reason !== 'reset') setInput(text); }}
          onChange={(_, location) => handleAdd(location)}
          getOptionLabel={(l) => l.canonicalName || l.name}
          filterOptions={(x) => x}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={search.isFetching}
          noOptionsText={q.length < 2 ? t('campaigns.segmentation.locations.typeMore') : search.isError ? t('campaigns.segmentation.locations.failed') : t('campaigns.segmentation.locations.none')}
          loadingText={t('campaigns.segmentation.loading')}
          renderOption={({ key, ...props }, l) => (
            <li key={key} {...props}>
              <Box>
                <Typography>{l.name}</Typography>
                <Typography variant="caption" color="text.secondary">{l.canonicalName} · {t(`campaigns.segmentation.locations.types.${l.type}`)}</Typography>
              </Box>
            </li>
          )}
          renderInput={(params) => <TextField {...params} size="small" label={t('campaigns.segmentation.locations.search')} error={!!error} />}
        />
      </Stack>
      {error && <FormHelperText error role="alert">{error}</FormHelperText>}
      {value.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>{t('campaigns.segmentation.locations.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 1.5, mb: 0 }} aria-label={t('campaigns.segmentation.locations.chosen')}>
          {value.map((target) => (
            <Stack component="li" key={target.locationId} direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Chip size="small" color={target.negative ? 'default' : 'primary'} variant={target.negative ? 'outlined' : 'filled'}
                label={target.negative ? t('campaigns.segmentation.locations.excluded') : t('campaigns.segmentation.locations.included')} />
              <Typography sx={{ flex: 1, minWidth: 120, textDecoration: target.negative ? 'line-through' : undefined }}>{target.name ?? target.locationId}</Typography>
              <Button size="small" onClick={() => toggle(target.locationId)}
                aria-label={target.negative ? t('campaigns.segmentation.locations.includeIt', { name: target.name }) : t('campaigns.segmentation.locations.excludeIt', { name: target.name })}>
                {target.negative ? t('campaigns.segmentation.locations.include') : t('campaigns.segmentation.locations.exclude')}
              </Button>
              <Button size="small" color="error" onClick={() => onChange(value.filter((v) => v.locationId !== target.locationId))} aria-label={t('campaigns.segmentation.locations.remove', { name: target.name })}>
                {t('campaigns.segmentation.locations.removeShort')}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
