import '@xyflow/react/dist/style.css';
import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import {
  applyNodeChanges, Background, ReactFlow, ReactFlowProvider, type AriaLabelConfig, type EdgeTypes, type NodeChange, type NodeTypes,
} from '@xyflow/react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { GraphIssue, WorkflowTasks } from '../../../../contract/workflows';
import { stepName } from '../workflowWords';
import { AddEdge } from './AddEdge';
import { CanvasControls } from './CanvasControls';
import { useBuilderActions } from './builderActions';
import { EndNode, StepNode, TriggerNode } from './FlowNodes';
import { toFlow, TRIGGER_ID, type FlowNode } from './flowModel';

// Outside the component, as React Flow asks: a new object each render would remount every node.
const NODE_TYPES: NodeTypes = { trigger: TriggerNode, step: StepNode, end: EndNode };
const EDGE_TYPES: EdgeTypes = { add: AddEdge };

export type WorkflowCanvasProps = {
  tasks: WorkflowTasks;
  issues: readonly GraphIssue[];
  selectedId: string | null;
  /** A node chosen (click, or Enter on a focused node): its panel opens. */
  onSelect: (nodeId: string) => void;
  /** A step dragged somewhere: kept in `tasks.positions`. */
  onMove: (stepId: string, position: { x: number; y: number }) => void;
  /** Delete pressed on a focused step: the builder asks first. */
  onDeleteRequest: (stepId: string) => void;
  /** Forget where the user dragged the steps: the computed tree again. */
  onTidy: () => void;
};

/**
 * The workflow drawn top to bottom on a React Flow canvas: nodes are focusable (Tab), Enter opens
 * a node's panel, Delete asks to remove a step; zoom and fit in the controls; every label of the
 * library's own in the user's language. The parent gives it its height.
 */
export function WorkflowCanvas(props: WorkflowCanvasProps) {
  return (
    <ReactFlowProvider>
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}

function Canvas({ tasks, issues, selectedId, onSelect, onMove, onDeleteRequest, onTidy }: WorkflowCanvasProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const helpId = useId();
  const flow = useMemo(() => toFlow(tasks, issues), [tasks, issues]);
  const { triggerSummary, stepSummary, stepById } = useBuilderActions();
  // What a screen reader says on reaching a node: what it is, what it does, how many problems.
  const nameOf = (n: FlowNode): string | undefined => {
    const problems = n.data.kind === 'end' ? 0 : n.data.issues.length;
    const suffix = problems ? ` (${translate('workflows.issues.count', { smart_count: problems, count: problems })})` : '';
    if (n.data.kind === 'trigger') return `${translate('workflows.builder.trigger')}: ${triggerSummary}${suffix}`;
    if (n.data.kind === 'step') {
      const s = stepById(n.id);
      return s ? `${stepName(translate, s)}: ${stepSummary(n.id)}${suffix}` : undefined;
    }
    return translate('workflows.builder.end');
  };
  // Edges are named in the interface language (React Flow's own label is English).
  const edges = useMemo(() => {
    const named = (id: string) => (id.startsWith('__end:') ? translate('workflows.builder.end') : id === TRIGGER_ID ? translate('workflows.builder.trigger') : (() => { const s = stepById(id); return s ? stepName(translate, s) : id; })());
    return flow.edges.map((e) => ({ ...e, ariaLabel: translate('workflows.builder.a11y.edgeLabel', { from: named(e.source), to: named(e.target) }) }));
  }, [flow, translate, stepById]);
  const drawn = (f: typeof flow) => f.nodes.map((n) => ({ ...n, selected: n.id === selectedId, ariaLabel: nameOf(n) }));
  const [nodes, setNodes] = useState<FlowNode[]>(() => drawn(flow));
  // The graph or the choice changed (a step added, removed, edited): redraw from it; drags in
  // between stay local (adjusted while rendering, as React advises, not in an effect).
  const [source, setSource] = useState({ flow, selectedId, triggerSummary });
  if (source.flow !== flow || source.selectedId !== selectedId || source.triggerSummary !== triggerSummary) {
    setSource({ flow, selectedId, triggerSummary });
    setNodes(drawn(flow));
  }

  const ariaLabelConfig = useMemo<Partial<AriaLabelConfig>>(() => ({
    'node.a11yDescription.default': translate('workflows.builder.a11y.nodeDescription'),
    'node.a11yDescription.keyboardDisabled': translate('workflows.builder.a11y.nodeDescriptionKeyboardDisabled'),
    'node.a11yDescription.ariaLiveMessage': () => translate('workflows.builder.a11y.nodeMoved'),
    'edge.a11yDescription.default': translate('workflows.builder.a11y.edgeDescription'),
    'controls.ariaLabel': translate('workflows.builder.a11y.controls'),
    'controls.zoomIn.ariaLabel': translate('workflows.builder.a11y.zoomIn'),
    'controls.zoomOut.ariaLabel': translate('workflows.builder.a11y.zoomOut'),
    'controls.fitView.ariaLabel': translate('workflows.builder.a11y.fitView'),
    'controls.interactive.ariaLabel': translate('workflows.builder.a11y.interactive'),
    'minimap.ariaLabel': translate('workflows.builder.a11y.minimap'),
    'handle.ariaLabel': translate('workflows.builder.a11y.handle'),
  }), [translate]);

  const onKeyDown = (event: KeyboardEvent) => {
    const nodeId = (event.target as HTMLElement).closest?.('.react-flow__node')?.getAttribute('data-id');
    if (!nodeId || nodeId.startsWith('__end:')) return;
    if (event.key === 'Enter') onSelect(nodeId);
    if ((event.key === 'Delete' || event.key === 'Backspace') && nodeId !== TRIGGER_ID) {
      event.preventDefault();
      onDeleteRequest(nodeId);
    }
  };

  return (
    <Box
      role="region"
      aria-label={translate('workflows.builder.canvas')}
      aria-describedby={helpId}
      onKeyDown={onKeyDown}
      sx={{ height: '100%', minHeight: 420, border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', bgcolor: 'background.default' }}
    >
      <span id={helpId} hidden>{translate('workflows.builder.canvasHelp')}</span>
      <ReactFlow<FlowNode>
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        edgeTypes={EDGE_TYPES}
        onNodesChange={(changes: NodeChange<FlowNode>[]) => setNodes((current) => applyNodeChanges(changes.filter((c) => c.type !== 'remove'), current))}
        onNodeClick={(_, node) => node.type !== 'end' && onSelect(node.id)}
        onNodeDragStop={(_, node) => node.type === 'step' && onMove(node.id, node.position)}
        nodesConnectable={false}
        // Edges are reached through their "+" buttons; one tab stop each is enough.
        edgesFocusable={false}
        deleteKeyCode={null}
        colorMode={theme.palette.mode}
        ariaLabelConfig={ariaLabelConfig}
        fitView
        fitViewOptions={{ maxZoom: 1 }}
        minZoom={0.2}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
        <CanvasControls onTidy={tasks.positions && Object.keys(tasks.positions).length > 0 ? onTidy : undefined} />
      </ReactFlow>
    </Box>
  );
}
