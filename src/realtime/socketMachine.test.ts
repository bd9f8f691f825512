import { describe, expect, it } from 'vitest';
import { initialSocketState, socketTransition, type SocketEvent, type SocketState } from './socketMachine';

/** Runs events from a state, returning the last state and every command issued, in order. */
function run(events: SocketEvent[], from: SocketState = initialSocketState) {
  let state = from;
  const commands: string[] = [];
  for (const event of events) {
    const step = socketTransition(state, event);
    state = step.state;
    commands.push(...step.commands);
  }
  return { state, commands };
}

const signedIn: SocketEvent = { type: 'session', authenticated: true, hasToken: true };
const ready: SocketEvent = { type: 'chatStatus', chatStatus: 'ready' };
const live = run([signedIn, ready, { type: 'connected' }]).state;

describe('live socket state machine (SPEC §4)', () => {
  it('connects only with an authenticated user, a token and a known chat status', () => {
    expect(run([signedIn]).commands).toEqual([]);
    expect(run([ready]).commands).toEqual([]);
    expect(run([{ type: 'session', authenticated: true, hasToken: false }, ready]).commands).toEqual([]);
    expect(run([signedIn, ready])).toMatchObject({ state: { status: 'connecting' }, commands: ['connect'] });
    expect(run([ready, signedIn]).commands).toEqual(['connect']);
  });

  it('is connected on connect', () => {
    expect(live.status).toBe('connected');
  });

  it('disconnects on logout', () => {
    expect(run([{ type: 'logout' }], live)).toMatchObject({ state: { status: 'disconnected', authenticated: false }, commands: ['disconnect'] });
  });

  it('disconnects when the token is removed in another tab', () => {
    expect(run([{ type: 'tokenRemoved' }], live)).toMatchObject({ state: { status: 'disconnected' }, commands: ['disconnect'] });
  });

  it('disconnects when the chat status becomes unknown, and does not retry', () => {
    const step = run([{ type: 'chatStatus', chatStatus: 'unknown' }, { type: 'disconnected', expected: true }], live);
    expect(step.commands).toEqual(['disconnect']);
    expect(step.state.retrying).toBe(false);
  });

  it('reconnects when the chat status changes to a known value', () => {
    expect(run([{ type: 'chatStatus', chatStatus: 'waiting' }], live).commands).toEqual(['disconnect', 'connect']);
    const afterUnknown = run([{ type: 'chatStatus', chatStatus: 'unknown' }], live).state;
    expect(run([ready], afterUnknown).commands).toEqual(['connect']);
  });

  it('ignores a status report that changes nothing', () => {
    expect(run([ready], live).commands).toEqual([]);
  });

  it('retries 3 s after a connection error, then connects again', () => {
    const failed = run([{ type: 'connectError' }], run([signedIn, ready]).state);
    expect(failed).toMatchObject({ state: { status: 'error', retrying: true }, commands: ['scheduleRetry'] });
    expect(run([{ type: 'retryDue' }], failed.state)).toMatchObject({ state: { status: 'connecting', retrying: false }, commands: ['connect'] });
  });

  it('is in error when the socket cannot be created, and retries', () => {
    expect(run([{ type: 'createFailed' }], run([signedIn, ready]).state)).toMatchObject({ state: { status: 'error' }, commands: ['scheduleRetry'] });
  });

  it('retries after an unexpected disconnect, not after an expected one', () => {
    expect(run([{ type: 'disconnected', expected: false }], live)).toMatchObject({ state: { status: 'disconnected', retrying: true }, commands: ['scheduleRetry'] });
    expect(run([{ type: 'disconnected', expected: true }], live).commands).toEqual([]);
  });

  it('never retries while the chat status is unknown', () => {
    const unknown = { ...live, chatStatus: 'unknown' as const };
    expect(run([{ type: 'connectError' }], unknown).commands).toEqual([]);
    expect(run([{ type: 'disconnected', expected: false }], unknown).commands).toEqual([]);
  });

  it('drops a pending retry on logout, and a due retry then does nothing', () => {
    const pending = run([{ type: 'connectError' }], run([signedIn, ready]).state).state;
    const out = run([{ type: 'logout' }], pending);
    expect(out.commands).toEqual(['cancelRetry', 'disconnect']);
    expect(run([{ type: 'retryDue' }], out.state).commands).toEqual([]);
  });

  it('does not schedule a second retry while one is pending', () => {
    const pending = run([{ type: 'connectError' }], run([signedIn, ready]).state).state;
    expect(run([{ type: 'createFailed' }], pending).commands).toEqual([]);
  });
});
