import { describe, expect, it } from 'vitest';
import { CONNECTION_STATUSES, INTEGRATION_ERROR_CODES, INTEGRATION_EVENT_TYPES, INTEGRATION_KINDS } from '../../../contract/integrations';
import en from '../../../locales/en/integrations.json';
import es from '../../../locales/es/integrations.json';

// The screen builds these keys from the contract's values: a code added there must be said here.
describe.each([['es', es], ['en', en]])('integrations messages in %s', (_, messages) => {
  const m = messages.integrations;
  it('explain every error code', () => {
    for (const code of INTEGRATION_ERROR_CODES) expect(m.errors[code], code).toMatch(/\S/);
  });
  it('name every event type, status and kind, with what disconnecting does', () => {
    for (const type of INTEGRATION_EVENT_TYPES) expect(m.events.types[type], type).toMatch(/\S/);
    for (const status of CONNECTION_STATUSES) expect(m.status[status], status).toMatch(/\S/);
    for (const kind of INTEGRATION_KINDS) {
      expect(m.kinds[kind].name).toMatch(/\S/);
      expect(m.disconnect.body[kind]).toMatch(/\S/);
    }
  });
});
