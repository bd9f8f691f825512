import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import nodemailer from 'nodemailer';
import { benchContext, generateContacts } from './contacts.common';
import { startSmtpSink } from '../server/src/connectors/mail/smtpSink';
import { encryptPrivateKey, generateDkimKeyPair } from '../server/src/modules/emailDomains/dkimKeys';
import { insertDomain } from '../server/src/modules/emailDomains/emailDomains.repository';

/**
 * A bulk send to N contacts end to end (POST sendBulkEmail → pg-boss job → per-recipient rows,
 * merge variables, tracking, DKIM signing, pooled SMTP → a local smtp-server sink, progress
 * polled through getBulkEmail) against a bare pooled nodemailer loop sending N messages of the
 * same HTML, DKIM-signed, to the same sink, in the same run. Throttle set high
 * (EMAIL_RATE_PER_DOMAIN=10000) so the pipeline, not the limit, is measured.
 * Usage: node --import tsx bench/email-bulk.ts [contacts]
 */
const N = Number(process.argv[2] ?? 100_000);
const CONCURRENCY = 8; // the job's default
const HTML = '<html><body><h1>Hola {{name|amigo}}</h1><p>Novedades de {{city}} para {{fullName}}.</p><p><a href="https://shop.example/oferta">Ver oferta</a> · <a href="https://shop.example/tienda">Tienda</a></p></body></html>';

const sink = await startSmtpSink({ keep: false });
const ctx = await benchContext({
  jobs: true,
  env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, EMAIL_RATE_PER_DOMAIN: '10000', PUBLIC_URL: 'https://crm.example.com' },
});
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
try {
  const keys = await generateDkimKeyPair();
  const domainId = randomUUID();
  await insertDomain(ctx.db, {
    id: domainId, companyId: ctx.companyId, name: 'bench-shop.es', dkimSelector: 'crm1', dkimPublicKey: keys.publicKey,
    dkimPrivateKeyEncrypted: encryptPrivateKey(ctx.deps.config, domainId, keys.privateKeyPem), createdBy: null,
  });
  await ctx.db.updateTable('emailDomains').set({ status: 'verified' }).where('id', '=', domainId).execute();
  let t = performance.now();
  await generateContacts(ctx, N);
  console.log(`${N} contacts generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const auth = { authorization: `Bearer ${ctx.token}` };
  const rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  t = performance.now();
  const res = await ctx.app.inject({
    method: 'POST', url: '/api/mailerSend/sendBulkEmail', headers: auth,
    payload: { companyId: ctx.companyId, from: { email: 'news@bench-shop.es', name: 'Bench Shop' }, subject: 'Hola {{name}}', html: HTML, recipients: { type: 'filter' }, tags: ['bench'] },
  });
  if (res.statusCode !== 202) throw new Error(`send refused: ${res.statusCode} ${res.body}`);
  const id = res.json()._id;
  let status;
  for (;;) {
    status = (await ctx.app.inject({ method: 'GET', url: `/api/mailerSend/bulkEmail/${id}?companyId=${ctx.companyId}`, headers: auth })).json();
    if (['completed', 'failed', 'cancelled'].includes(status.state)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const apiSeconds = (performance.now() - t) / 1000;
  const apiPeak = peakRss;
  if (status.sent !== N || sink.count() !== N) throw new Error(`bulk incomplete: ${JSON.stringify(status)}, sink ${sink.count()}`);

  // Baseline: the same number of messages of the same HTML, DKIM-signed, through a bare pooled transport.
  const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${sink.port}`, pool: true, maxConnections: 5, maxMessages: 1000 });
  const html = HTML.replace(/\{\{[^}]+\}\}/g, 'Lucía');
  peakRss = process.memoryUsage().rss;
  const rssBaselineBefore = peakRss;
  t = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < N) {
      const i = next++;
      await transport.sendMail({
        from: '"Bench Shop" <news@bench-shop.es>', to: `contacto${i}@example.es`, subject: 'Hola Lucía', html, text: 'Hola Lucía',
        dkim: { domainName: 'bench-shop.es', keySelector: 'crm1', privateKey: keys.privateKeyPem },
      });
    }
  }));
  const rawSeconds = (performance.now() - t) / 1000;
  transport.close();
  if (sink.count() !== 2 * N) throw new Error(`baseline incomplete: sink ${sink.count()}`);

  console.log(`| path | messages | seconds | msgs/s | peak RSS (start) |\n|---|---|---|---|---|`);
  console.log(`| API: sendBulkEmail → job → SMTP sink, polled | ${N} | ${apiSeconds.toFixed(1)} | ${Math.round(N / apiSeconds)} | ${mb(apiPeak)} (${mb(rssBefore)}) |`);
  console.log(`| bare pooled nodemailer loop, ${CONCURRENCY} in flight | ${N} | ${rawSeconds.toFixed(1)} | ${Math.round(N / rawSeconds)} | ${mb(peakRss)} (${mb(rssBaselineBefore)}) |`);
  console.log(`ratio: ${(apiSeconds / rawSeconds).toFixed(2)}×`);
} finally {
  clearInterval(sampler);
  await ctx.close();
  await sink.close();
}
