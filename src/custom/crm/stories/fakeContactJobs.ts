import type { CallArgs } from '../../../dataProvider/createApiClient';
import type { ApiError } from '../../../dataProvider/ApiError';

type Handler = (args: CallArgs) => unknown;

/**
 * The fake CRM server's contact import and export jobs (createFakeCrmApi.ts): a job answers
 * "active" on its first poll and finishes on the second, as the real queue does over a few polls,
 * so a screen's progress and its result can both be seen. `contactCount`: the export's total, read when it starts.
 */
export function fakeContactJobs(contactCount: () => number, newId: () => string, notFound: () => ApiError): Record<string, Handler> {
  const jobs = new Map<string, { polls: number; total: number }>();
  function startJob(total: number) {
    const jobId = newId();
    jobs.set(jobId, { polls: 0, total });
    return { jobId };
  }
  function poll(jobId: string) {
    const job = jobs.get(jobId);
    if (!job) throw notFound();
    job.polls += 1;
    return job;
  }
  return {
    'POST /importContactsFromCSV/preview': () => ({
      fileName: 'contactos.csv', encoding: 'windows-1252', delimiter: ';', headers: ['Nombre', 'Correo electrónico', 'Teléfono', 'Plan'],
      mapping: ['name', 'email', 'phone', null], rows: [['José', 'jose@example.com', '600111222', 'Pro'], ['Ana', 'ana.garcia@example.com', '', 'Basic']], totalRows: 3, valueLocale: 'es',
    }),
    'POST /importContactsFromCSV': () => startJob(3),
    'GET /importContacts/status/:jobId': ({ params }) => {
      const job = poll(String(params?.jobId));
      const done = job.polls > 1;
      return {
        jobId: params?.jobId, state: done ? 'completed' : 'active', fileName: 'contactos.csv', total: job.total, processed: done ? 3 : 1,
        created: done ? 1 : 0, updated: done ? 1 : 0, skipped: 0, failed: done ? 1 : 0,
        errors: done ? [{ row: 4, field: 'email', message: 'Invalid email address' }] : [], errorsTruncated: false, error: null,
        createdAt: new Date().toISOString(), startedAt: new Date().toISOString(), finishedAt: done ? new Date().toISOString() : null,
      };
    },
    'POST /exportContacts/queue': () => startJob(contactCount()),
    'GET /exportContacts/status/:jobId': ({ params }) => {
      const job = poll(String(params?.jobId));
      const done = job.polls > 1;
      return {
        jobId: params?.jobId, state: done ? 'completed' : 'active', total: job.total, processed: done ? job.total : 1, fileName: 'contactos.csv',
        downloadUrl: done ? `/exportContacts/download/${params?.jobId}` : null, error: null, createdAt: new Date().toISOString(), finishedAt: null,
      };
    },
    'GET /exportContacts/download/:jobId': () => 'Nombre;Correo\nAna;ana@example.com\n',
  };
}
