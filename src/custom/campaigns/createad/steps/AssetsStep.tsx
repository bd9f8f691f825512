import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetKind } from '../../../../../contract/campaigns';
import { AssetDialog } from '../../edit/assets/AssetDialog';
import { ASSET_DECLARATIONS, declarationOf, type AssetValue } from '../../edit/assets/assetDeclarations';
import { AdPreviewSwitcher } from '../../preview/AdPreviewSwitcher';
import { searchAdPreviewOf } from '../searchAdPreviewOf';
import type { AssetValues } from '../wizardAnswers';
import type { StepProps } from './stepProps';

type Editing = { kind: AssetKind; index: number | null };

/** Optional assets of the seven kinds, each added through its declared form, beside the ad they add to. */
export function AssetsStep({ answers, onChange, issues }: StepProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const list = (kind: AssetKind) => (answers.assets[kind] ?? []) as AssetValue[];
  const save = (kind: AssetKind, items: AssetValue[]) => onChange({ assets: { ...answers.assets, [kind]: items } as AssetValues });
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Stack spacing={3}>
        <Typography color="text.secondary">{t('campaigns.wizard.assets.intro')}</Typography>
        {ASSET_DECLARATIONS.map((declaration) => {
          const items = list(declaration.kind);
          const kindName = t(`campaigns.assets.kinds.${declaration.kind}.title`);
          return (
            <section key={declaration.kind} aria-labelledby={`assets-${declaration.kind}`}>
              <Typography id={`assets-${declaration.kind}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{kindName}</Typography>
              <Typography variant="body2" color="text.secondary">{t(`campaigns.assets.kinds.${declaration.kind}.hint`)}</Typography>
              <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, my: 1 }} aria-label={kindName}>
                {items.map((item, index) => {
                  const broken = Object.keys(issues).some((p) => p.startsWith(`assets.${declaration.kind}.${index}.`));
                  return (
                    <Stack component="li" key={index} direction="row" spacing={1} alignItems="center">
                      <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{declaration.summary(item)}</Typography>
                      {broken && <Chip size="small" color="error" label={t('campaigns.wizard.assets.fix')} />}
                      <Button size="small" onClick={() => setEditing({ kind: declaration.kind, index })}>{t('campaigns.assets.editOne', { name: declaration.summary(item) })}</Button>
                      <Button size="small" color="error" onClick={() => save(declaration.kind, items.filter((_, i) => i !== index))}>{t('campaigns.assets.removeOne', { name: declaration.summary(item) })}</Button>
                    </Stack>
                  );
                })}
              </Stack>
              <Button startIcon={<AddIcon />} variant="outlined" size="small" onClick={() => setEditing({ kind: declaration.kind, index: null })}>
                {t('campaigns.assets.add', { kind: kindName })}
              </Button>
            </section>
          );
        })}
        {editing && (
          <AssetDialog
            declaration={declarationOf(editing.kind)}
            initial={editing.index === null ? declarationOf(editing.kind).empty() : list(editing.kind)[editing.index]}
            title={t(editing.index === null ? 'campaigns.assets.newTitle' : 'campaigns.assets.editTitle', { kind: t(`campaigns.assets.kinds.${editing.kind}.title`) })}
            onClose={() => setEditing(null)}
            onSave={(value) => {
              const items = list(editing.kind);
              save(editing.kind, editing.index === null ? [...items, value] : items.map((x, i) => (i === editing.index ? value : x)));
              setEditing(null);
            }}
          />
        )}
      </Stack>
      <AdPreviewSwitcher {...searchAdPreviewOf(answers)} />
    </Box>
  );
}
