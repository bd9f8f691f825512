import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';
import RedoIcon from '@mui/icons-material/Redo';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import TabletMacIcon from '@mui/icons-material/TabletMac';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Divider, IconButton, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './autosave/autosaveMachine';
import type { DeviceId } from './grapes/devices';
import { SaveStatusIndicator } from './SaveStatusIndicator';

export type EditorToolbarProps = {
  name: string;
  status: SaveStatus;
  device: DeviceId;
  canUndo: boolean;
  canRedo: boolean;
  onBack: () => void;
  onDevice: (device: DeviceId) => void;
  onUndo: () => void;
  onRedo: () => void;
  onRetry: () => void;
};

const DEVICE_ICONS: Record<DeviceId, React.ReactNode> = {
  desktop: <DesktopWindowsIcon fontSize="small" />,
  tablet: <TabletMacIcon fontSize="small" />,
  phone: <SmartphoneIcon fontSize="small" />,
};

/** The builder's bar: the way back, the landing's name (the page's h1), the views, undo/redo and the save state. */
export function EditorToolbar({ name, status, device, canUndo, canRedo, onBack, onDevice, onUndo, onRedo, onRetry }: EditorToolbarProps) {
  const { t } = useTranslation();
  return (
    <Box role="toolbar" aria-label={t('landingEditor.toolbar.label')}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack}>{t('landingEditor.back')}</Button>
      <Typography component="h1" variant="subtitle1" noWrap sx={{ fontWeight: 600, minWidth: 0, flex: '1 1 160px' }}>{name}</Typography>
      <ToggleButtonGroup size="small" exclusive value={device} aria-label={t('landingEditor.toolbar.devices')}
        onChange={(_, value: DeviceId | null) => value && onDevice(value)}>
        {(['desktop', 'tablet', 'phone'] as const).map((id) => (
          <Tooltip key={id} title={t(`landingEditor.toolbar.${id}`)}>
            <ToggleButton value={id} aria-label={t(`landingEditor.toolbar.${id}`)}>{DEVICE_ICONS[id]}</ToggleButton>
          </Tooltip>
        ))}
      </ToggleButtonGroup>
      <Divider orientation="vertical" flexItem />
      <Tooltip title={t('landingEditor.toolbar.undo')}>
        <span><IconButton aria-label={t('landingEditor.toolbar.undo')} disabled={!canUndo} onClick={onUndo}><UndoIcon /></IconButton></span>
      </Tooltip>
      <Tooltip title={t('landingEditor.toolbar.redo')}>
        <span><IconButton aria-label={t('landingEditor.toolbar.redo')} disabled={!canRedo} onClick={onRedo}><RedoIcon /></IconButton></span>
      </Tooltip>
      <Divider orientation="vertical" flexItem />
      <SaveStatusIndicator status={status} onRetry={onRetry} />
    </Box>
  );
}
