import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DataObjectIcon from '@mui/icons-material/DataObject';
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import PreviewIcon from '@mui/icons-material/Preview';
import RedoIcon from '@mui/icons-material/Redo';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Divider, IconButton, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from '../../landings/editor/autosave/autosaveMachine';
import { SaveStatusIndicator } from '../../landings/editor/SaveStatusIndicator';
import type { EmailDeviceId } from './grapes/createEmailEditor';

export type EmailToolbarProps = {
  name: string;
  status: SaveStatus;
  readOnly: boolean;
  /** Undo, redo and the views: GrapesJS only (Stripo's editor has its own). */
  history?: { canUndo: boolean; canRedo: boolean; onUndo: () => void; onRedo: () => void };
  device?: { value: EmailDeviceId; onChange: (device: EmailDeviceId) => void };
  variablesOpen: boolean;
  /** Sending needs a saved template. */
  canSend: boolean;
  /** Saves what is pending, then opens the templates page's send dialog for this template. */
  onSend: () => void;
  onBack: () => void;
  onToggleVariables: () => void;
  onPreview: () => void;
  onTestSend: () => void;
  onSave: () => void;
  onRetry: () => void;
};

const DEVICE_ICONS: Record<EmailDeviceId, React.ReactNode> = {
  desktop: <DesktopWindowsIcon fontSize="small" />,
  phone: <SmartphoneIcon fontSize="small" />,
};

/**
 * The email builder's bar: the way back, the template's name (the page's h1), the views, undo and
 * redo, variables, the preview with a contact, the test send, save and "Send…". Every control is
 * a labelled button in the tab order; icon-only ones carry their name in aria-label and a tooltip.
 */
export function EmailToolbar(props: EmailToolbarProps) {
  const { name, status, readOnly, history, device, variablesOpen, canSend } = props;
  const { t } = useTranslation();
  const iconButton = (label: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <span><IconButton aria-label={label} disabled={disabled} onClick={onClick}>{icon}</IconButton></span>
    </Tooltip>
  );
  return (
    <Box role="toolbar" aria-label={t('emailBuilder.toolbar.label')}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={props.onBack}>{t('emailBuilder.back')}</Button>
      <Typography component="h1" variant="subtitle1" noWrap sx={{ fontWeight: 600, minWidth: 0, flex: '1 1 160px' }}>{name}</Typography>
      {device && (
        <ToggleButtonGroup size="small" exclusive value={device.value} aria-label={t('emailBuilder.toolbar.devices')}
          onChange={(_, value: EmailDeviceId | null) => value && device.onChange(value)}>
          {(['desktop', 'phone'] as const).map((id) => (
            <Tooltip key={id} title={t(`emailBuilder.toolbar.${id}`)}>
              <ToggleButton value={id} aria-label={t(`emailBuilder.toolbar.${id}`)}>{DEVICE_ICONS[id]}</ToggleButton>
            </Tooltip>
          ))}
        </ToggleButtonGroup>
      )}
      {history && !readOnly && (
        <>
          <Divider orientation="vertical" flexItem />
          {iconButton(t('emailBuilder.toolbar.undo'), <UndoIcon />, history.onUndo, !history.canUndo)}
          {iconButton(t('emailBuilder.toolbar.redo'), <RedoIcon />, history.onRedo, !history.canRedo)}
        </>
      )}
      <Divider orientation="vertical" flexItem />
      {!readOnly && (
        <ToggleButton size="small" value="variables" selected={variablesOpen} onChange={props.onToggleVariables} sx={{ gap: 0.5, textTransform: 'none' }}>
          <DataObjectIcon fontSize="small" />{t('emailBuilder.toolbar.variables')}
        </ToggleButton>
      )}
      {iconButton(t('emailBuilder.toolbar.preview'), <PreviewIcon />, props.onPreview)}
      {!readOnly && iconButton(t('emailBuilder.toolbar.testSend'), <ForwardToInboxIcon />, props.onTestSend)}
      {!readOnly && (
        <>
          {iconButton(t('emailBuilder.toolbar.save'), <SaveIcon />, props.onSave)}
          <SaveStatusIndicator status={status} onRetry={props.onRetry} />
          <Tooltip title={canSend ? '' : t('emailBuilder.toolbar.sendNeedsSave')}>
            <span>
              <Button variant="contained" startIcon={<SendIcon />} disabled={!canSend} onClick={props.onSend}>{t('emailBuilder.toolbar.send')}</Button>
            </span>
          </Tooltip>
        </>
      )}
    </Box>
  );
}
