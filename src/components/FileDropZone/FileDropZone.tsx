import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../format/useFormatters';
import { checkFile, formatBytes, type FileProblem, type FileRules } from './checkFile';

export type FileDropZoneProps = FileRules & {
  /** The files chosen so far (controlled). */
  files: File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
  /** What to drop, e.g. "Imagen, vídeo o documento". */
  label: string;
};

/**
 * Files by drag and drop or by a button (so the keyboard can too), checked at once against the
 * accepted types and size, each listed with its size and, for images, a preview.
 */
export function FileDropZone({ files, onChange, multiple = false, label, accept, maxBytes }: FileDropZoneProps) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [problems, setProblems] = useState<FileProblem[]>([]);

  const take = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    const refused = chosen.map((f) => checkFile(f, { accept, maxBytes })).filter((p): p is FileProblem => p !== null);
    const fine = chosen.filter((f) => !refused.some((p) => p.file === f));
    setProblems(refused);
    if (fine.length) onChange(multiple ? [...files, ...fine] : fine.slice(0, 1));
  };
  const handleDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    take(e.dataTransfer.files);
  };

  return (
    <Box>
      <Box
        onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        sx={{ border: 2, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 1.5, p: 3, textAlign: 'center', bgcolor: dragging ? 'action.hover' : 'transparent' }}
      >
        <UploadFileIcon color="action" aria-hidden sx={{ fontSize: 36 }} />
        <Typography sx={{ mt: 1 }}>{label}</Typography>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('app.components.files.hint', { size: formatBytes(maxBytes, locale) })}
        </Typography>
        <Button variant="outlined" onClick={() => input.current?.click()} aria-describedby={hintId}>{t('app.components.files.choose')}</Button>
        <input ref={input} type="file" hidden multiple={multiple} accept={accept.join(',')} onChange={(e) => { take(e.target.files); e.target.value = ''; }} />
      </Box>
      {problems.map((p) => (
        <Alert key={p.file.name} severity="error" sx={{ mt: 1 }}>
          {t(`app.components.files.${p.code}`, { name: p.file.name, size: formatBytes(maxBytes, locale) })}
        </Alert>
      ))}
      {files.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 1.5, mb: 0 }} aria-label={t('app.components.files.chosen')}>
          {files.map((file) => <ChosenFile key={`${file.name}-${file.size}`} file={file} locale={locale} onRemove={() => onChange(files.filter((f) => f !== file))} />)}
        </Stack>
      )}
    </Box>
  );
}

function ChosenFile({ file, locale, onRemove }: { file: File; locale: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const preview = useMemo(() => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  // The preview's object URL holds the file in memory until it is revoked.
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);
  return (
    <Stack component="li" direction="row" spacing={1.5} alignItems="center" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      {preview && <Box component="img" src={preview} alt="" sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 0.5 }} />}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>
        <Typography variant="caption" color="text.secondary">{formatBytes(file.size, locale)}</Typography>
      </Box>
      <IconButton onClick={onRemove} aria-label={t('app.components.files.remove', { name: file.name })}><CloseIcon /></IconButton>
    </Stack>
  );
}
