import { issue, type Issues } from '../../createad/rules/issues';
import { checkLength, isWebUrl } from '../../createad/rules/textRules';
import type { AssetDeclaration, AssetValue, FieldDeclaration } from './assetDeclarations';

function checkField(field: FieldDeclaration, value: unknown, path: string, out: Issues): void {
  switch (field.kind) {
    case 'text':
      if (field.required && !String(value ?? '').trim()) out[path] = issue('required');
      else if (field.max) checkLength(out, path, String(value ?? ''), field.max);
      return;
    case 'url':
      if (!String(value ?? '').trim()) { if (field.required) out[path] = issue('required'); }
      else if (!isWebUrl(String(value))) out[path] = issue('url');
      return;
    case 'number':
      if (value === null || value === undefined || value === '') { if (!field.nullable) out[path] = issue('required'); return; }
      if (typeof value !== 'number' || Number.isNaN(value)) out[path] = issue('amount', undefined, true);
      else if (field.min !== undefined && value < field.min) out[path] = issue('minValue', { min: field.min }, true);
      else if (field.max !== undefined && value > field.max) out[path] = issue('maxValue', { max: field.max }, true);
      return;
    case 'textList': {
      const items = (value as string[] | undefined) ?? [];
      items.forEach((item, i) => checkLength(out, `${path}.${i}`, item, field.max));
      const filled = items.filter((item) => item.trim()).length;
      if (filled < field.minItems) out[path] = issue('minItems', { min: field.minItems, count: filled });
      else if (filled > field.maxItems) out[path] = issue('maxItems', { max: field.maxItems });
      return;
    }
    case 'group': {
      const items = (value as AssetValue[] | undefined) ?? [];
      items.forEach((item, i) => field.fields.forEach((sub) => checkField(sub, item[sub.name], `${path}.${i}.${sub.name}`, out)));
      if (items.length < field.minItems) out[path] = issue('minItems', { min: field.minItems, count: items.length });
      else if (items.length > field.maxItems) out[path] = issue('maxItems', { max: field.maxItems });
      return;
    }
    default:
      return;
  }
}

/** The rules an asset breaks, by its field's path (`linkText`, `values.2`, `offerings.0.header`). */
export function validateAsset(declaration: AssetDeclaration, value: AssetValue): Issues {
  const out: Issues = {};
  for (const field of declaration.fields) checkField(field, value[field.name], field.name, out);
  declaration.check?.(value, out);
  return out;
}

/** The asset as the API takes it: empty optional texts left out, list texts trimmed and emptied ones dropped. */
export function assetBody(declaration: AssetDeclaration, value: AssetValue): AssetValue {
  const body: AssetValue = {};
  for (const field of declaration.fields) {
    const v = value[field.name];
    if (field.kind === 'textList') body[field.name] = ((v as string[]) ?? []).map((s) => s.trim()).filter(Boolean);
    else if (field.kind === 'group') body[field.name] = ((v as AssetValue[]) ?? []).map((item) => Object.fromEntries(Object.entries(item).filter(([, x]) => x !== '')));
    else if (typeof v === 'string') { if (v.trim()) body[field.name] = field.kind === 'text' && field.uppercase ? v.trim().toUpperCase() : v.trim(); }
    else if (v !== undefined) body[field.name] = v;
  }
  return body;
}
