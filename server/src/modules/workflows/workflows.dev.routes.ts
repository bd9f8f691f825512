import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sql } from 'kysely';
import { notFound } from '../../http/errors';
import { cancelJob, enqueue, RESUME_QUEUE, type ResumeJob } from './engine/queues';
import { lockRun } from './engine/runs';
import { resumeRun } from './engine/resume';

/** Requests from this machine only (as the sandbox outbox). */
const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

const body = z.object({
  minutes: z.number().int().min(1).max(60 * 24 * 366),
  /** Only this company's runs (a journey on a shared sandbox leaves the others alone). */
  companyId: z.string().uuid().optional(),
});

/**
 * POST /api/dev/workflows/advance `{ minutes, companyId? }`: the sandbox's clock advance, so a
 * person (or a journey) trying a workflow need not wait out its waits. Every waiting run's
 * resume time moves that much earlier: a wait now due ends at once through the engine's own
 * resume (resumeRun, as its scheduled job would); one still ahead gets its resume job again
 * at the earlier time. It changes when runs go on, so it answers only on this machine, with the
 * sandbox allowed, and never with NODE_ENV=production (404 as if absent).
 */
export async function workflowDevRoutes(app: FastifyInstance): Promise<void> {
  app.post('/dev/workflows/advance', { schema: { hide: true, body } }, async (req) => {
    const { config } = app.deps;
    if (!config.sandboxAllowed || config.NODE_ENV === 'production' || !isLoopback(req.ip)) throw notFound('Route');
    const { minutes, companyId } = req.body as z.infer<typeof body>;
    let query = app.deps.db.selectFrom('workflowRuns').select('id')
      .where('status', '=', 'waiting').where('resumeAt', 'is not', null);
    if (companyId) query = query.where('companyId', '=', companyId);
    const waiting = await query.execute();

    const due: ResumeJob[] = [];
    for (const { id } of waiting) {
      await app.deps.db.transaction().execute(async (tx) => {
        const run = await lockRun(tx, id);
        if (!run || run.status !== 'waiting' || !run.resumeAt || !run.currentStepId) return;
        const resumeAt = new Date(run.resumeAt.getTime() - minutes * 60_000);
        const job: ResumeJob = { runId: run.id, stepId: run.currentStepId, reason: run.waitEvent ? 'timeout' : 'time' };
        if (run.waitJobId) await cancelJob(tx, RESUME_QUEUE, run.waitJobId);
        // Still ahead: its resume job again at the earlier time; due: resumed below, after this commits.
        const future = resumeAt.getTime() > Date.now();
        const waitJobId = future ? await enqueue(tx, RESUME_QUEUE, job, { startAfter: resumeAt }) : null;
        await tx.updateTable('workflowRuns').set({ resumeAt, waitJobId, updatedAt: sql`clock_timestamp()` }).where('id', '=', run.id).execute();
        if (!future) due.push(job);
      });
    }
    for (const job of due) await resumeRun(app.deps, job);
    return { advanced: waiting.length, resumed: due.length };
  });
}
