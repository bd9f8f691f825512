import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Contact } from '../../../contract/contacts';
import type { PropertyType } from '../../../contract/customProperties';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useFormatters } from '../../components/format/useFormatters';
import { NameLink } from '../../components/NameLink';

export type ContactCellProps = {
  contact: Contact;
  field: string;
  listNames: ReadonlyMap<string, string>;
  /** The custom properties' types, so numbers and dates are formatted rather than shown raw. */
  propertyTypes?: ReadonlyMap<string, PropertyType>;
};

/** One cell of the contacts table; relation columns show chips, custom values their text. */
export function ContactCell({ contact, field, listNames, propertyTypes }: ContactCellProps) {
  const translate = useTranslate();
  const format = useFormatters();
  const to = useLocalizedPath();

  if (field === 'name') {
    const fullName = [contact.name, contact.surname].filter(Boolean).join(' ') || contact.email || contact.phone || '—';
    return <NameLink to={to(`crm/contacts/${contact._id}`)}>{fullName}</NameLink>;
  }
  if (field === 'createdAt' || field === 'updatedAt') return <>{format.date(contact[field])}</>;
  if (field === 'stages') {
    return <ChipList items={contact.pipelineStages.map((s) => ({ key: s.pipelineStageId, label: `${s.pipelineName}: ${s.stageName}` }))} />;
  }
  if (field === 'lists') return <ChipList items={contact.contactListIds.map((id) => ({ key: id, label: listNames.get(id) ?? '…' }))} />;
  if (field === 'collaborators') {
    return <ChipList items={contact.collaborators.map((c) => ({ key: c._id, label: [c.name, c.surname].filter(Boolean).join(' ') || c.email }))} />;
  }
  if (field.startsWith('customProperties.')) {
    const name = field.slice('customProperties.'.length);
    const value = contact.customProperties[name];
    if (value != null && propertyTypes?.get(name) === 'number') return <>{format.number(Number(value))}</>;
    if (value != null && propertyTypes?.get(name) === 'date') return <>{format.date(String(value))}</>;
    if (typeof value === 'boolean') return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
    return <>{Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value)}</>;
  }
  const value = (contact as Record<string, unknown>)[field];
  return <>{value == null ? '' : String(value)}</>;
}

function ChipList({ items }: { items: { key: string; label: string }[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {items.map((item) => (
        <Chip key={item.key} label={item.label} size="small" />
      ))}
    </Stack>
  );
}
