import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { IMPORT_FILE_TYPES, MAX_IMPORT_FILE_BYTES } from '../../../../contract/contactJobs';
import { checkImportFile } from '../utils/checkImportFile';

export type ImportUploadStepProps = { busy: boolean; error: string | null; onFile: (file: File) => void };

/** Choose or drop the file; its type and size are checked here before anything is sent. */
export function ImportUploadStep({ busy, error, onFile }: ImportUploadStepProps) {
  const translate = useTranslate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const maxMb = Math.round(MAX_IMPORT_FILE_BYTES / 1024 / 1024);

  const handleFile = (file: File | undefined) => {
    if (!file) return;
    const found = checkImportFile(file);
    setProblem(found ? translate(`crm.import.problems.${found}`, { max: maxMb, types: IMPORT_FILE_TYPES.join(', ') }) : null);
    if (!found) onFile(file);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    handleFile(event.dataTransfer.files[0]);
  };

  return (
    <Box>
      <Box
        onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        sx={{ border: 2, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 2, p: 4, textAlign: 'center' }}
      >
        <UploadFileIcon fontSize="large" color="action" />
        <Typography sx={{ my: 1 }}>{translate('crm.import.drop')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('crm.import.accepted', { max: maxMb, types: IMPORT_FILE_TYPES.join(', ') })}
        </Typography>
        <input ref={inputRef} type="file" hidden accept={IMPORT_FILE_TYPES.join(',')} aria-label={translate('crm.import.choose')} onChange={(e) => handleFile(e.target.files?.[0])} />
        <Button variant="contained" onClick={() => inputRef.current?.click()} disabled={busy}>
          {translate('crm.import.choose')}
        </Button>
      </Box>
      {busy && <LinearProgress sx={{ mt: 2 }} aria-label={translate('crm.import.reading')} />}
      {(problem || error) && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problem ?? error}
        </Alert>
      )}
    </Box>
  );
}
