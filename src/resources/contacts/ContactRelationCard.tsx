import { Card, CardContent, CardHeader, Chip, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export type RelationItem = { id: string; label: string };

export type ContactRelationCardProps = {
  title: string;
  emptyText: string;
  addLabel: string;
  items: readonly RelationItem[];
  /** What can still be added. */
  choices: readonly RelationItem[];
  readOnly: boolean;
  busy: boolean;
  onAdd: (id: string) => void;
  onRemove: (id: string) => void;
};

/** A contact's lists or collaborators: chips to remove (Delete/Backspace on a focused chip) and a picker to add. */
export function ContactRelationCard({ title, emptyText, addLabel, items, choices, readOnly, busy, onAdd, onRemove }: ContactRelationCardProps) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Card component="section" aria-labelledby={`${id}-title`}>
      <CardHeader id={`${id}-title`} title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {!items.length && <Typography color="text.secondary">{emptyText}</Typography>}
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
          {items.map((item) => (
            <Chip
              key={item.id}
              label={item.label}
              onDelete={readOnly || busy ? undefined : () => onRemove(item.id)}
              // The chip is focusable and removable with Delete; the label says what a screen reader hears.
              aria-label={readOnly ? item.label : translate('crm.contact.remove', { item: item.label })}
            />
          ))}
        </Stack>
        {!readOnly && choices.length > 0 && (
          <FormControl fullWidth size="small" margin="dense" disabled={busy}>
            <InputLabel id={`${id}-add`}>{addLabel}</InputLabel>
            <Select labelId={`${id}-add`} label={addLabel} value="" onChange={(e) => e.target.value && onAdd(String(e.target.value))}>
              {choices.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
      </CardContent>
    </Card>
  );
}
