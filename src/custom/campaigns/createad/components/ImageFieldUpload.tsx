import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PMaxImageField } from '../../../../../contract/campaigns';
import { FILE_POLICIES } from '../../../../../contract/files';
import { FileDropZone } from '../../../../components/FileDropZone/FileDropZone';
import { apiErrorMessage } from '../../../../components/form/apiErrorMessage';
import { useAdsClient } from '../api/useAdsClient';
import { readImageSize } from '../readImageSize';
import { PMAX_IMAGES } from '../rules/adRules';
import { imageIssue } from '../rules/imageRules';
import type { Issue } from '../rules/issues';
import type { GroupImage } from '../wizardAnswers';
import { useIssueText } from './useIssueText';
import { LoadingStatus } from '../../../../components/LoadingStatus/LoadingStatus';

export type ImageFieldUploadProps = { field: PMaxImageField; images: GroupImage[]; onChange: (images: GroupImage[]) => void; issue?: Issue };

/**
 * One image field of an asset group: each file's ratio and size are read from its bytes and a
 * wrong one is refused here, with the size it has and the one it needs; the right ones are
 * uploaded to the `adImage` area and kept by file id.
 */
export function ImageFieldUpload({ field, images, onChange, issue }: ImageFieldUploadProps) {
  const { t } = useTranslation();
  const text = useIssueText();
  const client = useAdsClient();
  const rule = PMAX_IMAGES[field]!;
  const [refusals, setRefusals] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const policy = FILE_POLICIES.adImage;

  const handleFiles = async (files: File[]) => {
    const refused: string[] = [];
    const added: GroupImage[] = [];
    setUploading(files.length);
    for (const file of files) {
      const size = await readImageSize(file);
      const found = size ? imageIssue(size, rule) : { key: 'imageUnreadable' };
      if (found) { refused.push(`${file.name}: ${text(found)}`); continue; }
      try {
        const stored = await client.uploadImage(file);
        added.push({ fileId: stored.fileId, field, name: file.name, url: stored.url, width: size!.width, height: size!.height });
        if (typeof URL.createObjectURL === 'function') setPreviews((p) => ({ ...p, [stored.fileId]: URL.createObjectURL(file) }));
      } catch (e) {
        refused.push(`${file.name}: ${apiErrorMessage(e, t)}`);
      }
    }
    setUploading(0);
    setRefusals(refused);
    if (added.length) onChange([...images, ...added]);
  };
  const mine = images.filter((i) => i.field === field);
  const label = t(`campaigns.wizard.group.images.${field}`);
  return (
    <Box component="section" aria-labelledby={`img-${field}`}>
      <Typography id={`img-${field}`} variant="subtitle2" component="h4">{label}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('campaigns.wizard.group.imageRule', { ratio: rule.ratioLabel, minWidth: rule.minWidth, minHeight: rule.minHeight, min: rule.min, max: rule.max })}
      </Typography>
      {mine.length < rule.max && (
        <FileDropZone files={[]} multiple label={t('campaigns.wizard.group.drop', { field: label })} accept={[...policy.types]} maxBytes={policy.maxBytes} onChange={(files) => { void handleFiles(files); }} />
      )}
      {uploading > 0 && <LoadingStatus label={t('campaigns.wizard.group.uploading')} spinnerSize={16} sx={{ mt: 1 }} />}
      {refusals.map((r) => <Alert key={r} severity="error" sx={{ mt: 1 }}>{r}</Alert>)}
      {mine.length > 0 && (
        <Stack component="ul" direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ listStyle: 'none', p: 0, mt: 1 }} aria-label={t('campaigns.wizard.group.uploaded', { field: label })}>
          {mine.map((image) => (
            <Stack component="li" key={image.fileId} direction="row" spacing={1} alignItems="center" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
              {previews[image.fileId] && <Box component="img" src={previews[image.fileId]} alt="" sx={{ height: 40, maxWidth: 80, objectFit: 'contain' }} />}
              <Typography variant="body2">{image.name} · {image.width}×{image.height}</Typography>
              <Tooltip title={t('campaigns.wizard.group.removeImage', { name: image.name })}>
                <IconButton size="small" aria-label={t('campaigns.wizard.group.removeImage', { name: image.name })} onClick={() => onChange(images.filter((i) => i.fileId !== image.fileId))}><DeleteOutlineIcon fontSize="small" /></IconButton>
              </Tooltip>
            </Stack>
          ))}
        </Stack>
      )}
      {issue && <FormHelperText error>{text(issue)}</FormHelperText>}
    </Box>
  );
}
