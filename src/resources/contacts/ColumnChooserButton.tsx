import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, IconButton, List, ListItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { moveColumn, type ResolvedColumn } from '../../custom/crm/utils/resolveColumns';

export type ColumnChooserButtonProps = { columns: readonly ResolvedColumn[]; onSave: (columns: ResolvedColumn[]) => void };

/** Choose and order the table's columns; up/down buttons keep reordering usable from the keyboard. */
export function ColumnChooserButton({ columns, onSave }: ColumnChooserButtonProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<ResolvedColumn[] | null>(null);
  const handleOpen = () => setDraft([...columns]);
  const handleClose = () => setDraft(null);
  const handleSave = () => {
    if (draft) onSave(draft);
    setDraft(null);
  };
  const handleToggle = (field: string) => setDraft((d) => d && d.map((c) => (c.field === field ? { ...c, visible: !c.visible } : c)));
  const handleMove = (index: number, delta: -1 | 1) => setDraft((d) => d && moveColumn(d, index, delta));

  return (
    <>
      <Button size="small" startIcon={<ViewColumnIcon />} onClick={handleOpen}>
        {translate('crm.columns.button')}
      </Button>
      <Dialog open={Boolean(draft)} onClose={handleClose} aria-labelledby="column-chooser-title" fullWidth maxWidth="xs">
        <DialogTitle id="column-chooser-title">{translate('crm.columns.title')}</DialogTitle>
        <DialogContent dividers>
          <List dense>
            {draft?.map((column, index) => (
              <ListItem
                key={column.field}
                disableGutters
                secondaryAction={
                  <>
                    <IconButton size="small" disabled={index === 0} onClick={() => handleMove(index, -1)} aria-label={translate('crm.columns.moveUp', { column: column.label })}>
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" disabled={index === draft.length - 1} onClick={() => handleMove(index, 1)} aria-label={translate('crm.columns.moveDown', { column: column.label })}>
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                {/* The name links to the contact page, so it always stays. */}
                <FormControlLabel control={<Checkbox checked={column.visible} disabled={column.field === 'name'} onChange={() => handleToggle(column.field)} />} label={column.label} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={handleSave}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
