import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createLandingAiConnector } from '.';

const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://u:p@localhost/db', ...env });

describe('landing-AI connector selection', () => {
  it('is Claude with ANTHROPIC_API_KEY (model configurable), else the offline composer, in production too', () => {
    expect(createLandingAiConnector(config({ ANTHROPIC_API_KEY: 'sk-ant-x' })).provider).toBe('anthropic');
    expect(createLandingAiConnector(config({})).provider).toBe('sandbox');
    expect(config({}).ANTHROPIC_MODEL).toBe('claude-sonnet-4-5');
    expect(() => config({ ANTHROPIC_MODEL: 'gpt-4' })).toThrow(/ANTHROPIC_MODEL/);
  });
});
