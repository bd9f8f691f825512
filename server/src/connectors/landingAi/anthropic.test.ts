import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { AnthropicLandingAi } from './anthropic';
import { contrast, decodeLogo } from './colours';
import type { LandingAiRequest } from './landingAi.connector';
import { logoPng } from './testImages';
import valid from './__recorded__/anthropic-landing-valid.json';
import invalid from './__recorded__/anthropic-landing-invalid.json';

const API_KEY = 'sk-ant-test-0000000000000000';

/**
 * A fake fetch serving recorded Messages API answers in order (no network): it keeps each
 * request's headers and body so the tests see exactly what the SDK sent.
 */
function recorded(...answers: { status?: number; body: unknown }[]) {
  const requests: { url: string; headers: Headers; body: Record<string, unknown> }[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
    const answer = answers[requests.length - 1];
    if (!answer) throw new Error('No more recorded answers');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json', 'request-id': `req_${requests.length}` } });
  }) as typeof fetch;
  return { fetchFn, requests };
}

const request = (over: Partial<LandingAiRequest> = {}): LandingAiRequest => ({
  description: 'Panadería Lucía es una panadería artesanal en Valencia. Horneamos pan de masa madre cada mañana.',
  goal: 'bookings', tone: 'elegant', language: 'es', logo: null, images: [], ...over,
});
const connector = (fetchFn: typeof fetch) => new AnthropicLandingAi({ apiKey: API_KEY, model: 'claude-sonnet-4-5', fetch: fetchFn, maxRetries: 0 });

describe('the Anthropic landing-AI adapter (recorded responses)', () => {
  it('asks for the page through the landing_page tool and returns the validated content', async () => {
    const { fetchFn, requests } = recorded({ body: valid });
    const { templateId, content } = await connector(fetchFn).compose(request());
    expect(templateId).toBe('consultancy');
    expect(content.brand).toBe('Panadería Lucía');
    expect(content.sections.map((s) => s.kind)).toEqual(['hero', 'features', 'steps', 'form']);
    expect(content.theme.primary).toBe('#b45309');

    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent!.url).toBe('https://api.anthropic.com/v1/messages');
    expect(sent!.headers.get('authorization')).toBe(`Bearer ${API_KEY}`);
    expect(sent!.body).toMatchObject({ model: 'claude-sonnet-4-5', tool_choice: { type: 'tool', name: 'landing_page' } });
    const tools = sent!.body.tools as { name: string; input_schema: { type: string; required: string[] } }[];
    expect(tools[0]!.input_schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['language', 'brand', 'theme', 'sections']) });
    const prompt = JSON.stringify(sent!.body.messages);
    expect(prompt).toContain('Horneamos pan de masa madre');
    expect(prompt).toContain('Spanish');
    // The key travels in its header only.
    expect(JSON.stringify(sent!.body)).not.toContain(API_KEY);
  });

  it('applies what the app decides: language and brand asked for, logo colours, the uploaded photos only', async () => {
    const { fetchFn } = recorded({ body: valid });
    const images = [{ src: '/_lp/a/cccccccc1' }, { src: '/_lp/a/cccccccc2' }];
    const { content } = await connector(fetchFn).compose(request({
      brand: 'Lucía Obrador', logo: decodeLogo(logoPng({ r: 0x04, g: 0x78, b: 0x57 }), 'image/png'), images,
    }));
    expect(content.brand).toBe('Lucía Obrador');
    expect(content.theme.primary).toBe('#047857');
    expect(contrast(content.theme.onPrimary, content.theme.primary)).toBeGreaterThanOrEqual(4.5);
    expect(content.sections[0]).toMatchObject({ kind: 'hero', image: { src: '/_lp/a/cccccccc1', alt: 'Hogazas de masa madre recién salidas del horno' } });
    expect(content.sections.map((s) => s.kind)).toEqual(['hero', 'features', 'gallery', 'steps', 'form']);
    expect(content.sections[2]).toMatchObject({ items: [{ src: '/_lp/a/cccccccc2' }] });
  });

  it('sends an invalid answer back once with what was wrong, and uses the corrected one', async () => {
    const { fetchFn, requests } = recorded({ body: invalid }, { body: valid });
    const { content } = await connector(fetchFn).compose(request());
    expect(content.sections[0]).toMatchObject({ cta: { href: '#form' } });
    expect(requests).toHaveLength(2);
    const retry = requests[1]!.body.messages as { role: string; content: unknown }[];
    expect(retry.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(retry[2]!.content).toEqual([expect.objectContaining({ type: 'tool_result', tool_use_id: 'toolu_01Kp3vN8sQw2xLm6tH9cRd4F', is_error: true })]);
    expect(JSON.stringify(retry[2])).toMatch(/theme/);
  });

  it('gives up after one retry with landing_ai_failed (502)', async () => {
    const { fetchFn, requests } = recorded({ body: invalid }, { body: invalid });
    const error = await connector(fetchFn).compose(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 502, code: 'landing_ai_failed' });
    expect(requests).toHaveLength(2);
  });

  it('an answer without the tool call counts as invalid too', async () => {
    const text = { ...valid, content: [{ type: 'text', text: 'Aquí tienes tu página: …' }], stop_reason: 'end_turn' };
    const { fetchFn, requests } = recorded({ body: text }, { body: valid });
    await expect(connector(fetchFn).compose(request())).resolves.toMatchObject({ templateId: 'consultancy' });
    expect(requests).toHaveLength(2);
  });

  it('a provider error is landing_ai_unavailable, without the provider\'s message', async () => {
    const { fetchFn } = recorded({ status: 401, body: { type: 'error', error: { type: 'authentication_error', message: `invalid x-api-key ${API_KEY}` } } });
    const error = await connector(fetchFn).compose(request()).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 502, code: 'landing_ai_unavailable' });
    expect((error as Error).message).not.toContain(API_KEY);
  });
});
