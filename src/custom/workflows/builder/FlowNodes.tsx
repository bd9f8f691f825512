import AddIcon from '@mui/icons-material/Add';
import BoltIcon from '@mui/icons-material/Bolt';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import { Badge, Box, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { useTranslate } from 'react-admin';
import { DEFAULT_LAYOUT } from '../graph/layoutTree';
import type { ExitKey } from '../graph/editGraph';
import { issueText, stepName } from '../workflowWords';
import { useBuilderActions } from './builderActions';
import type { EndNodeData, FlowNode, StepNodeData, TriggerNodeData } from './flowModel';
import { StepIcon } from './StepIcon';

const CARD_SX = { width: DEFAULT_LAYOUT.nodeWidth, minHeight: DEFAULT_LAYOUT.nodeHeight, px: 1.5, py: 1, borderRadius: 2, cursor: 'pointer' } as const;

export const exitLabelKey = (exit: ExitKey, stepType?: string) =>
  exit === 'elseNext' ? 'workflows.exits.no' : exit === 'timeoutNext' ? 'workflows.exits.timeout' : stepType === 'branch' ? 'workflows.exits.yes' : stepType === 'wait_for_event' ? 'workflows.exits.event' : 'workflows.exits.next';

/** The issues of a node as a badge and its first problem in words (the rest in the panel). */
function IssueLine({ issues }: { issues: { code: StepNodeData['issues'][number]['code']; field?: string }[] }) {
  const translate = useTranslate();
  if (!issues.length) return null;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" sx={{ color: 'error.main', mt: 0.5 }} data-testid="node-issues">
      <Badge badgeContent={issues.length} color="error" sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}>
        <ErrorIcon fontSize="small" aria-hidden />
      </Badge>
      <Typography variant="caption" sx={{ color: 'error.main', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {issueText(translate, issues[0])}
      </Typography>
    </Stack>
  );
}

export function TriggerNode({ data, selected }: NodeProps<FlowNode & { data: TriggerNodeData }>) {
  const translate = useTranslate();
  const { triggerSummary } = useBuilderActions();
  return (
    <Paper variant="outlined" sx={{ ...CARD_SX, borderColor: data.issues.length ? 'error.main' : selected ? 'primary.main' : 'divider', borderWidth: selected || data.issues.length ? 2 : 1, bgcolor: 'action.hover' }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <BoltIcon fontSize="small" color="primary" aria-hidden />
        <Typography variant="overline" component="span">{translate('workflows.builder.trigger')}</Typography>
      </Stack>
      <Typography variant="body2">{triggerSummary}</Typography>
      <IssueLine issues={data.issues} />
      <Handle type="source" position={Position.Bottom} id="next" isConnectable={false} />
    </Paper>
  );
}

export function StepNode({ data, selected }: NodeProps<FlowNode & { data: StepNodeData }>) {
  const translate = useTranslate();
  const { stepSummary } = useBuilderActions();
  const faulty = data.issues.length > 0;
  return (
    <Paper variant="outlined" sx={{ ...CARD_SX, borderColor: faulty ? 'error.main' : selected ? 'primary.main' : 'divider', borderWidth: selected || faulty ? 2 : 1 }}>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <Stack direction="row" spacing={1} alignItems="center">
        <StepIcon type={data.step.type} />
        <Typography variant="subtitle2" component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {stepName(translate, data.step)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {stepSummary(data.step.id)}
      </Typography>
      <IssueLine issues={data.issues} />
      {data.exits.map((exit, i) => (
        <Handle key={exit} type="source" position={Position.Bottom} id={exit} isConnectable={false} style={{ left: `${((i + 1) / (data.exits.length + 1)) * 100}%` }} />
      ))}
    </Paper>
  );
}

/** An open exit: the path ends here; "+" goes on. */
export function EndNode({ data }: NodeProps<FlowNode & { data: EndNodeData }>) {
  const translate = useTranslate();
  const { openPalette, readOnly } = useBuilderActions();
  if (readOnly) return <Handle type="target" position={Position.Top} isConnectable={false} />;
  const label = data.at.from === null ? translate('workflows.palette.addFirst') : translate('workflows.palette.label');
  return (
    <Box sx={{ width: DEFAULT_LAYOUT.nodeWidth, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <Tooltip title={label}>
        <IconButton
          className="nodrag nopan"
          size="small"
          onClick={(e) => openPalette(e.currentTarget, data.at)}
          aria-label={`${label} (${translate('workflows.builder.end')})`}
          sx={{ border: 1, borderColor: 'primary.main', color: 'primary.main', bgcolor: 'background.paper' }}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
