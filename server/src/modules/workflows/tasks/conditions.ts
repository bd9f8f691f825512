import { CONTACT_DATE_FIELDS, CONTACT_STANDARD_FIELDS, type ContactStandardField } from '../../../../../contract/contacts';
import type { Condition, Step } from '../../../../../contract/workflows';
import { loadPropertyDefs } from '../../customProperties/customProperties.service';
import { findContact } from '../../contacts/contacts.repository';
import { findList } from '../../contactLists/contactLists.repository';
import { findPipeline, findStage } from '../../pipelines/pipelines.repository';
import { isListMember, messageHasEvent, stageIn } from './tasks.repository';
import { PermanentTaskError, type TaskContext } from './types';

type BranchStep = Extract<Step, { type: 'branch' }>;
type Operator = Extract<Condition, { kind: 'field' }>['operator'];
/** How two values are compared: text case-insensitively, numbers and dates as such. */
export type ValueKind = 'text' | 'number' | 'date' | 'boolean' | 'multiple';

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
const text = (v: unknown) => String(v).trim().toLocaleLowerCase();

function asNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const n = Number(v.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** A date-only value (YYYY-MM-DD) is that day at 00:00 UTC, as date properties are stored. */
function asTime(v: unknown): number | null {
  if (v instanceof Date) return v.getTime();
  if (typeof v !== 'string' || v.trim() === '') return null;
  const s = v.trim();
  const t = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T00:00:00Z` : s);
  return Number.isNaN(t) ? null : t;
}

function asBoolean(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  const s = text(v);
  if (['true', '1', 'yes', 'si', 'sí'].includes(s)) return true;
  if (['false', '0', 'no'].includes(s)) return false;
  return null;
}

/** -1, 0, 1, or null when either side is not of the kind (then only is_set/not_equals can hold). */
function compare(kind: ValueKind, actual: unknown, expected: unknown): number | null {
  const order = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.sign(a - b));
  switch (kind) {
    case 'number':
      return order(asNumber(actual), asNumber(expected));
    case 'date': {
      const a = asTime(actual);
      const b = asTime(expected);
      if (a === null || b === null) return null;
      // "equals 2025-03-01" on a timestamp means that day: compare whole days when either side is a day.
      const dayOnly = [actual, expected].some((v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.trim()));
      const day = (t: number) => Math.floor(t / 86_400_000);
      return dayOnly ? Math.sign(day(a) - day(b)) : Math.sign(a - b);
    }
    case 'boolean': {
      const a = asBoolean(actual);
      const b = asBoolean(expected);
      return a === null || b === null ? null : Number(a) - Number(b);
    }
    default: {
      const a = text(actual);
      const b = text(expected);
      return a === b ? 0 : a < b ? -1 : 1;
    }
  }
}

/**
 * One operator on one value. Unset values: is_set/is_not_set say so, not_equals holds, every
 * other operator fails. A multiple-choice value equals an option it holds and contains text one
 * of its options contains.
 */
export function testValue(kind: ValueKind, actual: unknown, operator: Operator, expected: unknown): boolean {
  if (operator === 'is_set') return !isBlank(actual);
  if (operator === 'is_not_set') return isBlank(actual);
  if (isBlank(actual)) return operator === 'not_equals' && !isBlank(expected);
  if (expected === undefined || expected === null) return false;
  if (kind === 'multiple') {
    const items = Array.isArray(actual) ? actual : [actual];
    const any = (op: Operator) => items.some((item) => testValue('text', item, op, expected));
    if (operator === 'not_equals') return !any('equals');
    return any(operator);
  }
  if (operator === 'contains') return text(actual).includes(text(expected));
  const order = compare(kind, actual, expected);
  switch (operator) {
    case 'equals':
      return order === 0;
    case 'not_equals':
      return order !== 0;
    case 'greater_than':
      return order === 1;
    case 'less_than':
      return order === -1;
  }
}

const PROPERTY_KINDS: Record<string, ValueKind> = { number: 'number', date: 'date', boolean: 'boolean', multiple_choice: 'multiple' };

type Contact = NonNullable<Awaited<ReturnType<typeof findContact>>>;

async function evaluate(ctx: TaskContext<BranchStep>, contact: Contact, condition: Condition, defs: () => ReturnType<typeof loadPropertyDefs>): Promise<boolean> {
  const { db, companyId } = ctx;
  switch (condition.kind) {
    case 'field': {
      if (!(CONTACT_STANDARD_FIELDS as readonly string[]).includes(condition.field)) throw new PermanentTaskError(`The contact has no field "${condition.field}"`, 'unknown_field');
      const field = condition.field as ContactStandardField;
      const kind: ValueKind = (CONTACT_DATE_FIELDS as readonly string[]).includes(field) ? 'date' : 'text';
      return testValue(kind, contact[field], condition.operator, condition.value);
    }
    case 'property': {
      const def = (await defs()).find((d) => d.propertyName.toLowerCase() === condition.property.toLowerCase());
      if (!def) throw new PermanentTaskError(`The custom property "${condition.property}" no longer exists`, 'property_deleted');
      const values = (contact.customProperties ?? {}) as Record<string, unknown>;
      return testValue(PROPERTY_KINDS[def.type] ?? 'text', values[def.propertyName], condition.operator, condition.value);
    }
    case 'list': {
      if (!condition.listId || !(await findList(db, companyId, condition.listId))) throw new PermanentTaskError('The contact list of the condition no longer exists', 'list_deleted');
      return (await isListMember(db, companyId, condition.listId, contact.id)) === condition.member;
    }
    case 'stage': {
      if (!condition.pipelineId || !(await findPipeline(db, companyId, condition.pipelineId))) throw new PermanentTaskError('The pipeline of the condition no longer exists', 'pipeline_deleted');
      const stage = condition.stageId ? await findStage(db, companyId, condition.stageId) : undefined;
      if (condition.stageId && stage?.pipelineId !== condition.pipelineId) throw new PermanentTaskError('The pipeline stage of the condition no longer exists', 'stage_deleted');
      const current = await stageIn(db, companyId, condition.pipelineId, contact.id);
      // No stage named: "in the pipeline" (any stage).
      const inStage = condition.stageId ? current === condition.stageId : current !== null;
      return inStage === condition.inStage;
    }
    case 'email': {
      const output = condition.stepId ? ctx.outputs[condition.stepId] : undefined;
      const messageId = output && typeof output === 'object' ? (output as { messageId?: unknown }).messageId : undefined;
      if (typeof messageId !== 'string') throw new PermanentTaskError(`The email step "${condition.stepId ?? ''}" sent no email in this run`, 'email_step_missing');
      return messageHasEvent(db, companyId, messageId, condition.event);
    }
  }
}

/**
 * An if/else step (issue 15 §1): each condition's result, and whether the step's `match` (all /
 * any) holds; the engine takes `next` when it does, `elseNext` otherwise. No condition matches
 * "all" (nothing fails). Something a condition names that is gone (list, stage, property, the
 * email step's message) fails the step permanently, rather than silently taking the "no" path.
 */
export async function evaluateBranch(ctx: TaskContext<BranchStep>): Promise<{ matched: boolean; conditions: { index: number; result: boolean }[] }> {
  const contact = await findContact(ctx.db, ctx.companyId, ctx.run.contactId);
  if (!contact) throw new PermanentTaskError('The contact no longer exists', 'contact_deleted');
  let defsLoaded: ReturnType<typeof loadPropertyDefs> | undefined;
  const defs = () => (defsLoaded ??= loadPropertyDefs(ctx.db, ctx.companyId));
  const conditions: { index: number; result: boolean }[] = [];
  for (const [index, condition] of ctx.step.conditions.entries()) {
    conditions.push({ index, result: await evaluate(ctx, contact, condition, defs) });
  }
  const results = conditions.map((c) => c.result);
  const matched = ctx.step.match === 'any' ? results.some(Boolean) : results.every(Boolean);
  return { matched, conditions };
}
