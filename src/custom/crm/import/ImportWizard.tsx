import type { ValueLocale } from '../../../../contract/valueLocale';
import { Alert, Box, Card, CardContent, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { contactJobCalls, type CsvPreview } from '../../../../contract/contactJobs';
import { useCrmClient } from '../api/useCrmClient';
import type { DuplicateMode } from '../api/createCrmClient';
import { useCanCall } from '../hooks/useCanCall';
import { useCustomProperties } from '../hooks/useCrmLookups';
import { useJobPolling } from '../../../components/JobProgress/useJobPolling';
import { guessColumnMapping, type ImportTarget } from '../utils/guessColumnMapping';
import { ImportMappingStep } from './ImportMappingStep';
import { ImportProgressStep } from './ImportProgressStep';
import { ImportUploadStep } from './ImportUploadStep';

const STEPS = ['upload', 'mapping', 'progress'] as const;

/** Import contacts from a CSV: upload, preview and map the columns, choose what duplicates do, follow the job. */
export default function ImportWizard() {
  const translate = useTranslate();
  const crm = useCrmClient();
  const canImport = useCanCall(contactJobCalls.importContactsFromCSV);
  const { data: properties = [] } = useCustomProperties();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [mapping, setMapping] = useState<ImportTarget[]>([]);
  const [duplicates, setDuplicates] = useState<DuplicateMode>('update');
  const [valueLocale, setValueLocale] = useState<ValueLocale>('es');
  const [jobId, setJobId] = useState<string | null>(null);

  const read = useMutation({
    mutationFn: (chosen: File) => crm.previewCsv(chosen),
    onSuccess: (result, chosen) => {
      setFile(chosen);
      setPreview(result);
      setMapping(guessColumnMapping(result.headers, properties, result.mapping));
      setValueLocale(result.valueLocale);
    },
  });
  const start = useMutation({
    mutationFn: () => crm.importCsv(file as File, mapping, duplicates, valueLocale),
    onSuccess: ({ jobId }) => setJobId(jobId),
  });
  const status = useJobPolling('import', jobId, crm.importStatus);

  const handleRestart = () => {
    setFile(null);
    setPreview(null);
    setJobId(null);
    read.reset();
    start.reset();
  };
  const step = jobId ? 2 : preview ? 1 : 0;

  return (
    <Card sx={{ m: { xs: 1, md: 2 } }}>
      <Title title={translate('crm.import.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>{translate('crm.import.title')}</Typography>
        {!canImport ? (
          <Alert severity="info">{translate('crm.import.notAllowed')}</Alert>
        ) : (
          <>
            <Stepper activeStep={step} sx={{ mb: 3 }}>
              {STEPS.map((s) => (
                <Step key={s}><StepLabel>{translate(`crm.import.steps.${s}`)}</StepLabel></Step>
              ))}
            </Stepper>
            <Box>
              {step === 0 && <ImportUploadStep busy={read.isPending} error={read.error?.message ?? null} onFile={(chosen) => read.mutate(chosen)} />}
              {step === 1 && preview && (
                <ImportMappingStep
                  preview={preview}
                  properties={properties}
                  mapping={mapping}
                  duplicates={duplicates}
                  valueLocale={valueLocale}
                  onValueLocaleChange={setValueLocale}
                  busy={start.isPending}
                  error={start.error?.message ?? null}
                  onMappingChange={setMapping}
                  onDuplicatesChange={setDuplicates}
                  onBack={handleRestart}
                  onStart={() => start.mutate()}
                />
              )}
              {step === 2 && <ImportProgressStep status={status.data} onRestart={handleRestart} />}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
