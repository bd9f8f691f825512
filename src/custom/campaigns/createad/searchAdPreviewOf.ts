import type { AssetKind } from '../../../../contract/campaigns';
import type { AdPreviewSwitcherProps } from '../preview/AdPreviewSwitcher';
import { previewAssets } from '../preview/previewAssets';
import type { WizardAnswers } from './wizardAnswers';

/** The search ad the answers make so far, with the assets already added, as the preview takes it. */
export function searchAdPreviewOf(answers: WizardAnswers): AdPreviewSwitcherProps {
  const { ad, finalUrl } = answers;
  const assets = Object.entries(answers.assets).flatMap(([kind, items]) =>
    (items ?? []).map((fields) => ({ kind: kind as AssetKind, fields: fields as Record<string, unknown> })));
  return { headlines: ad.headlines, descriptions: ad.descriptions, finalUrl, path1: ad.path1, path2: ad.path2, ...previewAssets(assets) };
}
