import { randomUUID } from 'node:crypto';
import type { TestContext } from '../../../test/testApp';
import { encryptPrivateKey, generateDkimKeyPair, type DkimKeyPair } from '../emailDomains/dkimKeys';
import { insertDomain } from '../emailDomains/emailDomains.repository';
import { insertTemplate } from '../emailTemplates/emailTemplates.repository';

/** Tests share one key pair: a 2048-bit RSA generation costs a few hundred ms. */
let keys: Promise<DkimKeyPair> | undefined;
export const testDkimKeys = () => (keys ??= generateDkimKeyPair());

/** A sending domain of the company, as the domains module stores it (verified unless told). */
export async function addSendingDomain(ctx: TestContext, companyId: string, name: string, status: 'verified' | 'pending' = 'verified') {
  const pair = await testDkimKeys();
  const id = randomUUID();
  await insertDomain(ctx.db, {
    id, companyId, name, dkimSelector: 'crm1', dkimPublicKey: pair.publicKey,
    dkimPrivateKeyEncrypted: encryptPrivateKey(ctx.deps.config, id, pair.privateKeyPem), createdBy: null,
  });
  await ctx.db.updateTable('emailDomains').set({ status }).where('id', '=', id).execute();
  return { id, ...pair };
}

export async function setDomainStatus(ctx: TestContext, id: string, status: 'verified' | 'pending') {
  await ctx.db.updateTable('emailDomains').set({ status }).where('id', '=', id).execute();
}

export async function addTemplate(ctx: TestContext, companyId: string, values: { subject: string; html: string; name?: string; preheader?: string }) {
  return insertTemplate(ctx.db, {
    companyId, name: values.name ?? 'Newsletter', subject: values.subject, message: values.html, preheader: values.preheader ?? '',
    builder: 'mjml', stripoId: null, language: 'es', createdBy: null, updatedBy: null,
  });
}

/** A contact straight in the table (the API refuses a second contact with the same address; bulk sends must cope with old data that has them). */
export async function insertContact(ctx: TestContext, companyId: string, values: { name?: string; surname?: string; email?: string | null; customProperties?: Record<string, unknown> }) {
  const row = await ctx.db.insertInto('contacts').values({
    companyId, name: values.name ?? '', surname: values.surname ?? '', email: values.email ?? null,
    customProperties: JSON.stringify(values.customProperties ?? {}),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The sandbox outbox, oldest first, to one address or all. */
export async function outbox(ctx: TestContext, to?: string) {
  return (await ctx.deps.connectors.mail.outbox(to)).reverse();
}

/** The tracking token of a rendered message (its unsubscribe URL carries it). */
export function tokenIn(text: string): string {
  const match = /\/api\/email\/u\/([A-Za-z0-9_-]{32})/.exec(text);
  if (!match) throw new Error('no unsubscribe URL in the message');
  return match[1];
}
