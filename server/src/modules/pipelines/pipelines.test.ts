import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let agent: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
});
afterAll(async () => ctx?.close());

const api = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>) =>
  call(ctx, method, `/api${url}`, { token: user.token, ...(body ? { body } : {}) });
const contact = async (name: string) => (await api(owner, 'POST', '/createContact', { companyId: owner.companyId, name })).body._id as string;
const stageOf = async (contactId: string) => (await api(owner, 'GET', `/contact/${owner.companyId}/${contactId}`)).body.pipelineStages;

async function newPipeline(name: string, stages = ['Nuevo', 'Contactado', 'Ganado']) {
  const res = await api(owner, 'POST', '/pipeline', { companyId: owner.companyId, name, stages: stages.map((s) => ({ name: s })) });
  expect(res.status).toBe(201);
  return res.body;
}

describe('pipelines and stages', () => {
  it('creates a pipeline with ordered stages, lists, gets, renames and moves it', async () => {
    const a = await newPipeline('Ventas');
    expect(a.stages.map((s: { name: string; position: number }) => [s.name, s.position])).toEqual([['Nuevo', 0], ['Contactado', 1], ['Ganado', 2]]);
    const b = await newPipeline('Soporte', ['Abierto']);
    expect(b.position).toBe(1);
    const moved = await api(owner, 'PUT', `/pipeline/${owner.companyId}/${b._id}`, { name: 'Postventa', position: 0 });
    expect(moved.body).toMatchObject({ name: 'Postventa', position: 0 });
    const list = await api(owner, 'GET', `/pipelines/${owner.companyId}`);
    expect(list.body.data.map((p: { name: string }) => p.name)).toEqual(['Postventa', 'Ventas']);
    expect((await api(owner, 'GET', `/pipeline/${owner.companyId}/${a._id}`)).body.stages).toHaveLength(3);
    expect((await api(owner, 'GET', `/pipelineStages/${owner.companyId}`)).body.total).toBe(4);
    expect((await api(owner, 'GET', `/pipelineStages/${owner.companyId}/${a._id}`)).body.total).toBe(3);
  });

  it('adds a stage at a position, renames, reorders and refuses a partial order', async () => {
    const p = await newPipeline('Reorden', ['A', 'B', 'C']);
    const added = await api(owner, 'POST', '/pipelineStage', { companyId: owner.companyId, pipelineId: p._id, name: 'Entre', position: 1, color: '#ff0000' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Entre', position: 1, color: '#ff0000', contactCount: 0 });
    const names = async () => (await api(owner, 'GET', `/pipelineStages/${owner.companyId}/${p._id}`)).body.data.map((s: { name: string }) => s.name);
    expect(await names()).toEqual(['A', 'Entre', 'B', 'C']);
    const renamed = await api(owner, 'PUT', `/pipelineStage/${owner.companyId}/${added.body._id}`, { name: 'Medio' });
    expect(renamed.body.name).toBe('Medio');
    expect((await api(owner, 'GET', `/pipelineStage/${owner.companyId}/${added.body._id}`)).body.name).toBe('Medio');
    const ids = (await api(owner, 'GET', `/pipelineStages/${owner.companyId}/${p._id}`)).body.data.map((s: { _id: string }) => s._id);
    const reordered = await api(owner, 'PUT', '/pipelineStagePositions', { companyId: owner.companyId, pipelineId: p._id, pipelineStageIds: [...ids].reverse() });
    expect(reordered.status).toBe(200);
    expect(await names()).toEqual(['C', 'B', 'Medio', 'A']);
    const partial = await api(owner, 'PUT', '/pipelineStagePositions', { companyId: owner.companyId, pipelineId: p._id, pipelineStageIds: ids.slice(1) });
    expect(partial.status).toBe(400);
    expect(await names()).toEqual(['C', 'B', 'Medio', 'A']);
    expect((await api(owner, 'POST', '/pipelineStage', { companyId: owner.companyId, pipelineId: p._id, name: 'X', color: 'red' })).status).toBe(400);
  });

  it('keeps one stage per pipeline per contact: add, move, remove', async () => {
    const p = await newPipeline('Embudo');
    const [nuevo, contactado] = p.stages;
    const other = await newPipeline('Otro', ['Uno']);
    const c = await contact('Marta');
    expect((await api(owner, 'POST', '/addPipelineStageToContact', { companyId: owner.companyId, contactId: c, pipelineStageId: nuevo._id })).status).toBe(200);
    await api(owner, 'POST', '/addPipelineStageToContact', { companyId: owner.companyId, contactId: c, pipelineStageId: other.stages[0]._id });
    // Adding another stage of the same pipeline replaces the first.
    await api(owner, 'POST', '/addPipelineStageToContact', { companyId: owner.companyId, contactId: c, pipelineStageId: contactado._id });
    let stages = await stageOf(c);
    expect(stages.map((s: { stageName: string }) => s.stageName).sort()).toEqual(['Contactado', 'Uno']);
    const moved = await api(agent, 'PUT', '/editPipelineStageOfContact', { companyId: owner.companyId, contactId: c, newPipelineStageId: nuevo._id });
    expect(moved.status).toBe(200);
    stages = await stageOf(c);
    expect(stages.find((s: { pipelineId: string }) => s.pipelineId === p._id).stageName).toBe('Nuevo');
    expect((await api(owner, 'POST', '/removePipelineStageFromContact', { companyId: owner.companyId, contactId: c, pipelineStageId: contactado._id })).status).toBe(404);
    expect((await api(owner, 'POST', '/removePipelineStageFromContact', { companyId: owner.companyId, contactId: c, pipelineStageId: nuevo._id })).status).toBe(200);
    expect((await stageOf(c)).map((s: { stageName: string }) => s.stageName)).toEqual(['Uno']);
  });

  it('deleting a stage moves its contacts when asked, else releases them; deleting a pipeline releases all, contacts stay', async () => {
    const p = await newPipeline('Borrado', ['S1', 'S2', 'S3']);
    const [s1, s2, s3] = p.stages;
    const a = await contact('Uno');
    const b = await contact('Dos');
    const c = await contact('Tres');
    await api(owner, 'POST', '/addPipelineStageToContact', { companyId: owner.companyId, contactId: a, pipelineStageId: s1._id });
    await api(owner, 'POST', '/addPipelineStageToContact', { companyId: owner.companyId, contactId: b, pipelineStageId: s2._id });
    await api(owner, 'POST', '/addPipelineStageToContact', { companyId: owner.companyId, contactId: c, pipelineStageId: s3._id });
    const wrongTarget = await call(ctx, 'DELETE', `/api/pipelineStage/${owner.companyId}/${s1._id}?moveToPipelineStageId=${s1._id}`, { token: owner.token });
    expect(wrongTarget.status).toBe(400);
    const moveDelete = await call(ctx, 'DELETE', `/api/pipelineStage/${owner.companyId}/${s1._id}?moveToPipelineStageId=${s2._id}`, { token: owner.token });
    expect(moveDelete.body).toEqual({ ok: true, movedContacts: 1, releasedContacts: 0 });
    expect((await stageOf(a))[0].stageName).toBe('S2');
    const release = await call(ctx, 'DELETE', `/api/pipelineStage/${owner.companyId}/${s3._id}`, { token: owner.token });
    expect(release.body).toEqual({ ok: true, movedContacts: 0, releasedContacts: 1 });
    expect(await stageOf(c)).toEqual([]);
    const remaining = (await api(owner, 'GET', `/pipeline/${owner.companyId}/${p._id}`)).body.stages;
    expect(remaining.map((s: { name: string; position: number; contactCount: number }) => [s.name, s.position, s.contactCount])).toEqual([['S2', 0, 2]]);
    const del = await api(owner, 'DELETE', `/pipeline/${owner.companyId}/${p._id}`);
    expect(del.body).toEqual({ ok: true, releasedContacts: 2 });
    expect(await stageOf(a)).toEqual([]);
    expect((await api(owner, 'GET', `/contact/${owner.companyId}/${b}`)).status).toBe(200);
    expect((await api(owner, 'GET', `/pipeline/${owner.companyId}/${p._id}`)).status).toBe(404);
  });

  it('answers 404 to other companies and 403 to agents changing pipelines, changing nothing', async () => {
    const p = await newPipeline('Privado', ['Solo']);
    expect((await api(stranger, 'GET', `/pipeline/${owner.companyId}/${p._id}`)).status).toBe(404);
    expect((await api(stranger, 'GET', `/pipeline/${stranger.companyId}/${p._id}`)).status).toBe(404);
    expect((await api(stranger, 'PUT', `/pipeline/${stranger.companyId}/${p._id}`, { name: 'Mío' })).status).toBe(404);
    expect((await api(stranger, 'DELETE', `/pipelineStage/${stranger.companyId}/${p.stages[0]._id}`)).status).toBe(404);
    expect((await api(stranger, 'POST', '/pipelineStage', { companyId: stranger.companyId, pipelineId: p._id, name: 'Intruso' })).status).toBe(404);
    const mine = await contact('Mía');
    expect((await api(stranger, 'POST', '/addPipelineStageToContact', { companyId: stranger.companyId, contactId: mine, pipelineStageId: p.stages[0]._id })).status).toBe(404);
    expect((await api(agent, 'POST', '/pipeline', { companyId: owner.companyId, name: 'Agente' })).status).toBe(403);
    expect((await api(agent, 'DELETE', `/pipeline/${owner.companyId}/${p._id}`)).status).toBe(403);
    const after = (await api(owner, 'GET', `/pipeline/${owner.companyId}/${p._id}`)).body;
    expect(after).toMatchObject({ name: 'Privado' });
    expect(after.stages.map((s: { name: string }) => s.name)).toEqual(['Solo']);
    expect(await stageOf(mine)).toEqual([]);
  });
});
