import { Alert, Box, Button, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPORT_TARGETS, type CsvPreview } from '../../../../contract/contactJobs';
import type { CustomProperty } from '../../../../contract/customProperties';
import type { ValueLocale } from '../../../../contract/valueLocale';
import type { DuplicateMode } from '../api/createCrmClient';
import type { ImportTarget } from '../utils/guessColumnMapping';

export type ImportMappingStepProps = {
  preview: CsvPreview;
  properties: readonly CustomProperty[];
  mapping: ImportTarget[];
  duplicates: DuplicateMode;
  /** How the file writes numbers and dates (the server's guess until changed). */
  valueLocale: ValueLocale;
  busy: boolean;
  error: string | null;
  onMappingChange: (mapping: ImportTarget[]) => void;
  onDuplicatesChange: (mode: DuplicateMode) => void;
  onValueLocaleChange: (locale: ValueLocale) => void;
  onBack: () => void;
  onStart: () => void;
};

const IDENTITY = ['name', 'fullName', 'email', 'phone'];
const IGNORE = '';

/** Each column of the file, a few of its values, and where it goes (guessed, editable). */
export function ImportMappingStep({ preview, properties, mapping, duplicates, valueLocale, busy, error, onMappingChange, onDuplicatesChange, onValueLocaleChange, onBack, onStart }: ImportMappingStepProps) {
  const translate = useTranslate();
  const hasIdentity = mapping.some((t) => t && IDENTITY.includes(t));
  const handleTarget = (index: number, target: string) => {
    // A target is taken by one column only: choosing it elsewhere frees it here.
    onMappingChange(mapping.map((t, i) => (i === index ? target || null : target && t === target ? null : t)));
  };
  const sample = (index: number) => preview.rows.slice(0, 3).map((r) => r[index]).filter(Boolean).join(' · ');

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        {translate('crm.import.previewSummary', { file: preview.fileName, smart_count: preview.totalRows, encoding: preview.encoding, delimiter: preview.delimiter === '\t' ? translate('crm.import.tab') : preview.delimiter })}
      </Typography>
      <TableContainer sx={{ mb: 2 }}>
        <Table size="small" aria-label={translate('crm.import.mappingTable')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('crm.import.column')}</TableCell>
              <TableCell>{translate('crm.import.sample')}</TableCell>
              <TableCell>{translate('crm.import.target')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.headers.map((header, index) => (
              <TableRow key={`${header}-${index}`}>
                <TableCell component="th" scope="row">{header || `#${index + 1}`}</TableCell>
                <TableCell sx={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{sample(index)}</TableCell>
                <TableCell>
                  <TextField select size="small" fullWidth value={mapping[index] ?? IGNORE} onChange={(e) => handleTarget(index, e.target.value)} slotProps={{ htmlInput: { 'aria-label': translate('crm.import.targetOf', { column: header || `#${index + 1}` }) } }}>
                    <MenuItem value={IGNORE}><em>{translate('crm.import.ignore')}</em></MenuItem>
                    {IMPORT_TARGETS.map((t) => (
                      <MenuItem key={t} value={t}>{translate(t === 'fullName' ? 'crm.import.fullName' : `resources.contacts.fields.${t}`)}</MenuItem>
                    ))}
                    {properties.map((p) => (
                      <MenuItem key={p.propertyName} value={`custom:${p.propertyName}`}>{`${p.label || p.propertyName} (${translate('resources.customProperties.name', { smart_count: 1 })})`}</MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <FormControl sx={{ mb: 2, display: 'flex' }}>
        <FormLabel id="value-locale-label">{translate('crm.import.valueLocale')}</FormLabel>
        <RadioGroup aria-labelledby="value-locale-label" value={valueLocale} onChange={(e) => onValueLocaleChange(e.target.value as ValueLocale)}>
          <FormControlLabel value="es" control={<Radio />} label={translate('crm.import.valueLocaleEs')} />
          <FormControlLabel value="en" control={<Radio />} label={translate('crm.import.valueLocaleEn')} />
        </RadioGroup>
      </FormControl>
      <FormControl sx={{ mb: 2 }}>
        <FormLabel id="duplicates-label">{translate('crm.import.duplicates')}</FormLabel>
        <RadioGroup aria-labelledby="duplicates-label" value={duplicates} onChange={(e) => onDuplicatesChange(e.target.value as DuplicateMode)}>
          <FormControlLabel value="update" control={<Radio />} label={translate('crm.import.duplicatesUpdate')} />
          <FormControlLabel value="skip" control={<Radio />} label={translate('crm.import.duplicatesSkip')} />
        </RadioGroup>
      </FormControl>
      {!hasIdentity && <Alert severity="warning" sx={{ mb: 2 }}>{translate('crm.import.needsIdentity')}</Alert>}
      {error && <Alert severity="error" role="alert" sx={{ mb: 2 }}>{error}</Alert>}
      <Stack direction="row" spacing={1} justifyContent="space-between">
        <Button onClick={onBack}>{translate('ra.action.back')}</Button>
        <Button variant="contained" onClick={onStart} disabled={busy || !hasIdentity}>
          {translate('crm.import.startImport', { smart_count: preview.totalRows })}
        </Button>
      </Stack>
    </Box>
  );
}
