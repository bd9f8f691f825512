import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Condition } from '../../../../../contract/workflows';
import { createTestContext, type TestContext } from '../../../../test/testApp';
import { createTestUser, type TestUser } from '../../../../test/fixtures';
import { createProperty } from '../../customProperties/customProperties.service';
import { insertList, addMembers } from '../../contactLists/contactLists.repository';
import { insertPipeline, insertStage, setContactStage } from '../../pipelines/pipelines.repository';
import { insertMessage, recordEvent } from '../../emailSending/emailSending.repository';
import { newToken } from '../../emailSending/tracking.tokens';
import { insertContact } from '../../emailSending/emailSending.fixtures';
import { evaluateBranch, testValue } from './conditions';
import { stepOf, taskContext } from './tasks.fixtures';
import { PermanentTaskError } from './types';

let ctx: TestContext;
let owner: TestUser;
let contactId: string;
let listId: string;
let otherListId: string;
let pipelineId: string;
let qualified: string;
let lost: string;
let openedMessage: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  const c = owner.companyId;
  await createProperty(ctx.db, c, { propertyName: 'score', type: 'number', options: [] });
  await createProperty(ctx.db, c, { propertyName: 'renewal', type: 'date', options: [] });
  await createProperty(ctx.db, c, { propertyName: 'vip', type: 'boolean', options: [] });
  await createProperty(ctx.db, c, { propertyName: 'interests', type: 'multiple_choice', options: ['Golf', 'Tenis'] });
  await createProperty(ctx.db, c, { propertyName: 'notes', type: 'text', options: [] });
  contactId = await insertContact(ctx, c, {
    name: 'Ana', surname: 'García', email: 'ana@example.com',
    customProperties: { score: 42, renewal: '2026-03-15', vip: true, interests: ['Golf'] },
  });
  listId = await insertList(ctx.db, { companyId: c, name: 'Clientes', description: null });
  otherListId = await insertList(ctx.db, { companyId: c, name: 'Otros', description: null });
  await addMembers(ctx.db, c, listId, [contactId]);
  pipelineId = (await insertPipeline(ctx.db, { companyId: c, name: 'Ventas', description: null })).id;
  qualified = await insertStage(ctx.db, { companyId: c, pipelineId, name: 'Qualified', color: null, position: 0 });
  lost = await insertStage(ctx.db, { companyId: c, pipelineId, name: 'Lost', color: null, position: 1 });
  await setContactStage(ctx.db, c, contactId, { id: qualified, pipelineId });
  const message = (status: 'sent') => ({
    companyId: c, contactId, toEmail: 'ana@example.com', fromEmail: 'news@example.com', subject: 'Hola', status, language: 'es' as const,
    tokenHash: newToken().hash, headerMessageId: `<${Math.random()}@example.com>`,
  });
  openedMessage = await insertMessage(ctx.db, message('sent'));
  await recordEvent(ctx.db, { id: openedMessage, companyId: c, contactId }, 'opened');
});
afterAll(async () => ctx?.close());

const branch = (conditions: Record<string, unknown>[], match: 'all' | 'any' = 'all', outputs: Record<string, unknown> = {}) =>
  evaluateBranch(taskContext(ctx, owner.companyId, contactId, stepOf('branch', { conditions, match }), { outputs }));
const one = async (condition: Record<string, unknown>, outputs?: Record<string, unknown>) => (await branch([condition], 'all', outputs)).matched;

describe('testValue (operators)', () => {
  it('compares text case-insensitively and numbers and dates as such', () => {
    expect(testValue('text', 'Ana', 'equals', 'ANA')).toBe(true);
    expect(testValue('text', 'Ana', 'not_equals', 'ana')).toBe(false);
    expect(testValue('text', 'Ana García', 'contains', 'GARC')).toBe(true);
    expect(testValue('number', 9, 'less_than', '10')).toBe(true); // as text "9" > "10"
    expect(testValue('number', '1,5', 'greater_than', 1)).toBe(true);
    expect(testValue('date', '2026-03-15', 'greater_than', '2026-02-28')).toBe(true);
    expect(testValue('date', new Date('2026-03-15T18:30:00Z'), 'equals', '2026-03-15')).toBe(true);
    expect(testValue('boolean', true, 'equals', 'yes')).toBe(true);
    expect(testValue('multiple', ['Golf', 'Tenis'], 'equals', 'tenis')).toBe(true);
    expect(testValue('multiple', ['Golf'], 'not_equals', 'Tenis')).toBe(true);
  });

  it('treats unset values: is_set / is_not_set, not_equals holds, comparisons fail', () => {
    for (const unset of [null, undefined, '', '  ', []]) {
      expect(testValue('text', unset, 'is_set', undefined)).toBe(false);
      expect(testValue('text', unset, 'is_not_set', undefined)).toBe(true);
      expect(testValue('text', unset, 'not_equals', 'x')).toBe(true);
      expect(testValue('number', unset, 'less_than', 5)).toBe(false);
      expect(testValue('text', unset, 'contains', '')).toBe(false);
    }
    expect(testValue('number', 'abc', 'greater_than', 1)).toBe(false);
    expect(testValue('date', 'not a date', 'less_than', '2026-01-01')).toBe(false);
  });
});

describe('evaluateBranch', () => {
  it('field conditions on standard fields (text and dates)', async () => {
    expect(await one({ kind: 'field', field: 'name', operator: 'equals', value: 'ANA' })).toBe(true);
    expect(await one({ kind: 'field', field: 'email', operator: 'contains', value: '@EXAMPLE' })).toBe(true);
    expect(await one({ kind: 'field', field: 'phone', operator: 'is_not_set' })).toBe(true);
    expect(await one({ kind: 'field', field: 'phone', operator: 'is_set' })).toBe(false);
    expect(await one({ kind: 'field', field: 'surname', operator: 'not_equals', value: 'garcía' })).toBe(false);
    expect(await one({ kind: 'field', field: 'createdAt', operator: 'greater_than', value: '2020-01-01' })).toBe(true);
    expect(await one({ kind: 'field', field: 'createdAt', operator: 'less_than', value: '2020-01-01' })).toBe(false);
  });

  it('property conditions by the property type', async () => {
    expect(await one({ kind: 'property', property: 'score', operator: 'greater_than', value: 9 })).toBe(true);
    expect(await one({ kind: 'property', property: 'score', operator: 'less_than', value: '100' })).toBe(true);
    expect(await one({ kind: 'property', property: 'Score', operator: 'equals', value: '42' })).toBe(true);
    expect(await one({ kind: 'property', property: 'renewal', operator: 'less_than', value: '2026-04-01' })).toBe(true);
    expect(await one({ kind: 'property', property: 'renewal', operator: 'equals', value: '2026-03-15' })).toBe(true);
    expect(await one({ kind: 'property', property: 'vip', operator: 'equals', value: true })).toBe(true);
    expect(await one({ kind: 'property', property: 'interests', operator: 'equals', value: 'golf' })).toBe(true);
    expect(await one({ kind: 'property', property: 'interests', operator: 'contains', value: 'ten' })).toBe(false);
    expect(await one({ kind: 'property', property: 'notes', operator: 'is_not_set' })).toBe(true);
  });

  it('list and stage membership', async () => {
    expect(await one({ kind: 'list', listId, member: true })).toBe(true);
    expect(await one({ kind: 'list', listId: otherListId, member: true })).toBe(false);
    expect(await one({ kind: 'list', listId: otherListId, member: false })).toBe(true);
    expect(await one({ kind: 'stage', pipelineId, stageId: qualified, inStage: true })).toBe(true);
    expect(await one({ kind: 'stage', pipelineId, stageId: lost, inStage: true })).toBe(false);
    expect(await one({ kind: 'stage', pipelineId, stageId: lost, inStage: false })).toBe(true);
    expect(await one({ kind: 'stage', pipelineId, stageId: null, inStage: true })).toBe(true);
  });

  it('email opened / clicked for the message an earlier step sent', async () => {
    const outputs = { send1: { messageId: openedMessage, status: 'sent' } };
    expect(await one({ kind: 'email', stepId: 'send1', event: 'opened' }, outputs)).toBe(true);
    expect(await one({ kind: 'email', stepId: 'send1', event: 'clicked' }, outputs)).toBe(false);
    await recordEvent(ctx.db, { id: openedMessage, companyId: owner.companyId, contactId }, 'clicked', 'https://example.com/');
    expect(await one({ kind: 'email', stepId: 'send1', event: 'clicked' }, outputs)).toBe(true);
  });

  it('match all / any, with each condition result', async () => {
    const yes: Condition = { kind: 'list', listId, member: true };
    const no: Condition = { kind: 'list', listId: otherListId, member: true };
    expect(await branch([yes, no], 'all')).toEqual({ matched: false, conditions: [{ index: 0, result: true }, { index: 1, result: false }] });
    expect(await branch([yes, no], 'any')).toEqual({ matched: true, conditions: [{ index: 0, result: true }, { index: 1, result: false }] });
    expect((await branch([no, no], 'any')).matched).toBe(false);
    expect((await branch([yes, yes], 'all')).matched).toBe(true);
  });

  it('fails permanently when what a condition names is gone', async () => {
    const gone = '00000000-0000-4000-8000-000000000000';
    for (const condition of [
      { kind: 'list', listId: gone },
      { kind: 'stage', pipelineId: gone, stageId: null },
      { kind: 'stage', pipelineId, stageId: gone },
      { kind: 'property', property: 'deleted_prop', operator: 'is_set' },
      { kind: 'field', field: 'shoeSize', operator: 'is_set' },
      { kind: 'email', stepId: 'never_ran', event: 'opened' },
    ]) {
      await expect(one(condition), JSON.stringify(condition)).rejects.toBeInstanceOf(PermanentTaskError);
    }
  });
});
