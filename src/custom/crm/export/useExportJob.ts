import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCrmClient } from '../api/useCrmClient';
import type { ExportScope } from '../api/createCrmClient';
import { useJobPolling } from '../../../components/JobProgress/useJobPolling';
import { saveTextFile } from '../utils/saveTextFile';

export type ExportOptions = { language: 'es' | 'en'; delimiter: ',' | ';' };

/** Queues an export, follows its progress and hands over the finished CSV. */
export function useExportJob() {
  const crm = useCrmClient();
  const translate = useTranslate();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: ({ scope, options }: { scope: ExportScope; options: ExportOptions }) => crm.queueExport(scope, options.language, options.delimiter),
    onSuccess: ({ jobId }) => setJobId(jobId),
  });
  const status = useJobPolling('export', jobId, crm.exportStatus);
  const download = useMutation({
    mutationFn: async () => {
      if (!jobId) return;
      const csv = await crm.downloadExport(jobId);
      saveTextFile(csv, status.data?.fileName ?? translate('crm.export.defaultFileName'));
    },
  });
  const reset = () => {
    setJobId(null);
    start.reset();
    download.reset();
  };
  return { jobId, start, status, download, reset };
}
