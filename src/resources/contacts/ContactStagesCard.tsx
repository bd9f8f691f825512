import { Card, CardContent, CardHeader, FormControl, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { Contact } from '../../../contract/contacts';
import { pipelineCalls } from '../../../contract/pipelines';
import { useCrmClient } from '../../custom/crm/api/useCrmClient';
import { useCanCall } from '../../custom/crm/hooks/useCanCall';
import { usePipelines } from '../../custom/crm/hooks/useCrmLookups';

/** The contact's stage in each pipeline (at most one per pipeline): pick one, move, or take it out. */
export function ContactStagesCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const crm = useCrmClient();
  const record = useRecordContext<Contact>();
  const { data: pipelines = [] } = usePipelines();
  const allowed = useCanCall(pipelineCalls.editPipelineStageOfContact);
  const { mutate, isPending } = useMutation({
    mutationFn: ({ from, to }: { from?: string; to: string }) => {
      if (!record) return Promise.resolve();
      if (!to && from) return crm.takeContactOutOfStage(record._id, from);
      return from ? crm.moveContactToStage(record._id, to) : crm.putContactInStage(record._id, to);
    },
    onSuccess: () => {
      notify('crm.contact.stageSaved');
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;

  return (
    <Card component="section" aria-labelledby="contact-stages-title">
      <CardHeader id="contact-stages-title" title={translate('resources.contacts.fields.stages')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {!pipelines.length && <Typography color="text.secondary">{translate('crm.contact.noPipelines')}</Typography>}
        {pipelines.map((pipeline) => {
          const current = record.pipelineStages.find((s) => s.pipelineId === pipeline._id)?.pipelineStageId ?? '';
          const labelId = `stage-${pipeline._id}`;
          return (
            <FormControl key={pipeline._id} fullWidth size="small" margin="dense" disabled={!allowed || isPending}>
              <InputLabel id={labelId}>{pipeline.name}</InputLabel>
              <Select labelId={labelId} label={pipeline.name} value={current} onChange={(e) => mutate({ from: current || undefined, to: e.target.value })}>
                <MenuItem value="">
                  <em>{translate('crm.contact.notInPipeline')}</em>
                </MenuItem>
                {pipeline.stages.map((stage) => (
                  <MenuItem key={stage._id} value={stage._id}>
                    {stage.name}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          );
        })}
      </CardContent>
    </Card>
  );
}
