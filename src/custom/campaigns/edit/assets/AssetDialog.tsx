import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleIssues, type Issues } from '../../createad/rules/issues';
import type { AssetDeclaration, AssetValue } from './assetDeclarations';
import { AssetKindForm } from './AssetKindForm';
import { validateAsset } from './validateAsset';

export type AssetDialogProps = {
  declaration: AssetDeclaration;
  /** The asset to change, or its kind's empty one for a new asset. */
  initial: AssetValue;
  title: string;
  /** May be async (a save to the server); its refusal's field issues come back to show. */
  onSave: (value: AssetValue) => void | Promise<Issues | void>;
  onClose: () => void;
  error?: string | null;
};

/** One asset's form in a dialog: its rules as it is typed, all of them on save. */
export function AssetDialog({ declaration, initial, title, onSave, onClose, error }: AssetDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [value, setValue] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverIssues, setServerIssues] = useState<Issues>({});
  const issues = { ...visibleIssues(validateAsset(declaration, value), attempted), ...serverIssues };
  const handleSave = async () => {
    setAttempted(true);
    if (Object.keys(validateAsset(declaration, value)).length) return;
    setBusy(true);
    try {
      const refused = await onSave(value);
      if (refused) setServerIssues(refused);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
        <AssetKindForm declaration={declaration} value={value} onChange={(next) => { setValue(next); setServerIssues({}); }} issues={issues} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('campaigns.assets.cancel')}</Button>
        <Button variant="contained" onClick={handleSave} disabled={busy}>{t('campaigns.assets.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
