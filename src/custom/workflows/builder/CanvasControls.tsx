import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddIcon from '@mui/icons-material/Add';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import RemoveIcon from '@mui/icons-material/Remove';
import { ControlButton, Panel, useReactFlow } from '@xyflow/react';
import { useTranslate } from 'react-admin';

/**
 * Zoom in, zoom out, fit, and (when steps were dragged) tidy up: React Flow's control buttons in a
 * named toolbar (its own <Controls> labels a plain div, which assistive tech cannot place).
 */
export function CanvasControls({ onTidy }: { onTidy?: () => void }) {
  const translate = useTranslate();
  const { zoomIn, zoomOut, fitView } = useReactFlow();
  const button = (label: string, onClick: () => void, icon: React.ReactNode) => (
    <ControlButton onClick={onClick} aria-label={label} title={label}>{icon}</ControlButton>
  );
  return (
    <Panel position="bottom-left" className="react-flow__controls vertical" role="toolbar" aria-orientation="vertical" aria-label={translate('workflows.builder.a11y.controls')}>
      {button(translate('workflows.builder.a11y.zoomIn'), () => void zoomIn(), <AddIcon />)}
      {button(translate('workflows.builder.a11y.zoomOut'), () => void zoomOut(), <RemoveIcon />)}
      {button(translate('workflows.builder.a11y.fitView'), () => void fitView({ maxZoom: 1 }), <FitScreenIcon />)}
      {onTidy && button(translate('workflows.builder.tidy'), onTidy, <AccountTreeIcon />)}
    </Panel>
  );
}
