import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Copies one value. The clipboard API exists only on secure origins: where it is missing or
 * refused, the button says so and the value stays on screen to select by hand.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const title = state === 'copied' ? t('landingDomains.copied') : state === 'failed' ? t('landingDomains.copyFailed') : label;
  return (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={label} onClick={() => void handleCopy()} onBlur={() => setState('idle')}>
        {state === 'copied' ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
