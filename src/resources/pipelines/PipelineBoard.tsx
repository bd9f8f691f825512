import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useCanAccess, useCreate, useTranslate } from 'react-admin';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { PageLoader } from '../../components/PageLoader';
import { NameDialog } from '../../custom/crm/components/NameDialog';
import { usePipelines } from '../../custom/crm/hooks/useCrmLookups';
import { BoardColumns } from './BoardColumns';
import { PipelineToolbar } from './PipelineToolbar';

/** Default stages of a first pipeline, so a new company starts with a usable board. */
const STARTER_STAGES = { es: ['Nuevo', 'Contactado', 'Propuesta', 'Ganado', 'Perdido'], en: ['New', 'Contacted', 'Proposal', 'Won', 'Lost'] };

/** The pipeline board: one column per stage, contacts as cards, drag and drop between and across. */
export default function PipelineBoard() {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { pipelineId } = useParams();
  const { data: pipelines, isPending, error, refetch } = usePipelines();
  const { canAccess: canCreate } = useCanAccess({ resource: 'pipelines', action: 'create' });
  const [create] = useCreate();
  const [creating, setCreating] = useState(false);

  if (isPending) return <PageLoader />;
  if (error || !pipelines) {
    return (
      <Alert severity="error" action={<Button onClick={() => refetch()}>{translate('crm.errors.retry')}</Button>}>
        {translate('crm.errors.load')}
      </Alert>
    );
  }
  const handleCreate = async (name: string) => {
    const language = to('').split('/')[1] === 'en' ? 'en' : 'es';
    const created = await create('pipelines', { data: { name, stages: STARTER_STAGES[language].map((stage) => ({ name: stage })) } }, { returnPromise: true });
    navigate(to(`crm/board/${created.id}`));
  };
  if (!pipelines.length) {
    return (
      <Box component="section" aria-labelledby="board-empty-title" sx={{ textAlign: 'center', py: 6 }}>
        <Title title={translate('crm.nav.board')} />
        <Typography id="board-empty-title" variant="h5" component="h1" gutterBottom>
          {translate('crm.board.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('crm.board.emptyBody')}</Typography>
        {canCreate && <Button variant="contained" onClick={() => setCreating(true)}>{translate('crm.board.newPipeline')}</Button>}
        {creating && <NameDialog title={translate('crm.board.newPipeline')} label={translate('resources.pipelines.fields.name')} helperText={translate('crm.board.starterStages')} onSubmit={handleCreate} onClose={() => setCreating(false)} />}
      </Box>
    );
  }
  const current = pipelines.find((p) => p.id === pipelineId);
  if (!current) return <Navigate to={to(`crm/board/${pipelines[0].id}`)} replace />;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={`${translate('crm.nav.board')} · ${current.name}`} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {current.name}
      </Typography>
      <PipelineToolbar pipelines={pipelines} current={current} />
      {current.stages.length ? (
        <BoardColumns key={current.id} pipeline={current} />
      ) : (
        <Typography color="text.secondary">{translate('crm.board.noStages')}</Typography>
      )}
    </Box>
  );
}
