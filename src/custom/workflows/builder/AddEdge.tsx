import AddIcon from '@mui/icons-material/Add';
import { Chip, IconButton, Stack } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BaseEdge, EdgeLabelRenderer, getSmoothStepPath, type EdgeProps } from '@xyflow/react';
import { useTranslate } from 'react-admin';
import { stepName } from '../workflowWords';
import { useBuilderActions } from './builderActions';
import type { FlowEdge } from './flowModel';
import { exitLabelKey } from './FlowNodes';

/** An exit drawn as a line, its name when the step has several (Sí / No), and a "+" to insert a step on it. */
export function AddEdge({ id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data, markerEnd }: EdgeProps<FlowEdge>) {
  const translate = useTranslate();
  const { openPalette, stepTitle, readOnly } = useEdgeWords();
  // Lines drawn in the theme's secondary text colour: visible (3:1 and more) on both themes' canvas.
  const stroke = { stroke: useTheme().palette.text.secondary, strokeWidth: 1.5 };
  const [path, labelX, labelY] = getSmoothStepPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, borderRadius: 12 });
  if (!data) return <BaseEdge id={id} path={path} markerEnd={markerEnd} style={stroke} />;
  const exitLabel = data.branching ? translate(exitLabelKey(data.exit, data.exit === 'next' ? data.branchType : undefined)) : null;
  const where = data.at.from === null ? translate('workflows.builder.trigger') : `${stepTitle(data.at.from)}${exitLabel ? ` → ${exitLabel}` : ''}`;
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} style={stroke} />
      <EdgeLabelRenderer>
        <Stack
          direction="row"
          spacing={0.5}
          alignItems="center"
          className="nodrag nopan"
          sx={{ position: 'absolute', transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`, pointerEvents: 'all' }}
        >
          {exitLabel && <Chip size="small" label={exitLabel} color={data.exit === 'elseNext' || data.exit === 'timeoutNext' ? 'default' : 'primary'} variant="outlined" sx={{ bgcolor: 'background.paper' }} />}
          {!readOnly && <IconButton
            size="small"
            onClick={(e) => openPalette(e.currentTarget, data.at)}
            aria-label={translate('workflows.palette.addOn', { where })}
            sx={{ width: 24, height: 24, border: 1, borderColor: 'divider', bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper', borderColor: 'primary.main' } }}
          >
            <AddIcon sx={{ fontSize: 16 }} />
          </IconButton>}
        </Stack>
      </EdgeLabelRenderer>
    </>
  );
}

function useEdgeWords() {
  const translate = useTranslate();
  const actions = useBuilderActions();
  return { openPalette: actions.openPalette, readOnly: actions.readOnly, stepTitle: (id: string) => { const s = actions.stepById(id); return s ? stepName(translate, s) : id; } };
}
