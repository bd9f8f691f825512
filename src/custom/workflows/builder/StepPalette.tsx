import { ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StepType } from '../../../../contract/workflows';
import { PALETTE } from '../graph/stepCatalog';
import { StepIcon } from './StepIcon';

/** The steps one can add, grouped (actions, waits, logic), as a menu: arrows, type-ahead, Enter, Escape. */
export function StepPalette({ anchor, onPick, onClose }: { anchor: HTMLElement | null; onPick: (type: StepType) => void; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} slotProps={{ list: { 'aria-label': translate('workflows.palette.label'), dense: true } }}>
      {/* Menu reads its direct children for keyboard focus: no fragments. */}
      {PALETTE.flatMap(({ group, types }) => [
        <ListSubheader key={group} sx={{ lineHeight: '32px' }}>{translate(`workflows.palette.groups.${group}`)}</ListSubheader>,
        ...types.map((type) => (
          <MenuItem key={type} onClick={() => onPick(type)}>
            <ListItemIcon><StepIcon type={type} /></ListItemIcon>
            <ListItemText>{translate(`workflows.steps.${type}`)}</ListItemText>
          </MenuItem>
        )),
      ])}
    </Menu>
  );
}
