/**
 * First-load JavaScript of /es/login and /es/mainpage, gzip-compressed as a server would send it:
 * every script the page fetches until the network is idle; and what /es/createad (the campaign
 * wizard, a lazy route) fetches beyond what mainpage already had. Starts the real server on a fresh
 * database (building the app if needed) and prints a Markdown table for BENCHMARKS.md.
 *   node --import tsx bench/first-load-js.ts
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/startServer';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });

type Figure = { files: number; raw: number; gzip: number; urls: Set<string>; largest?: string[] };

async function measure(page: Page, url: string, before?: () => Promise<void>): Promise<Figure> {
  const bodies: Promise<Buffer>[] = [];
  const urls = new Set<string>();
  const onResponse = (response: import('playwright-core').Response) => {
    if (response.request().resourceType() !== 'script') return;
    urls.add(response.url());
    bodies.push(response.body());
  };
  await before?.();
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  const all = await Promise.all(bodies);
  return {
    files: all.length,
    raw: all.reduce((s, b) => s + b.length, 0),
    gzip: all.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0),
    urls,
  };
}

/** The scripts of `url` that `before` did not load: what visiting that screen adds. */
async function added(page: Page, url: string, before: Figure): Promise<Figure> {
  const bodies: { url: string; body: Promise<Buffer> }[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    if (response.request().resourceType() === 'script' && !before.urls.has(response.url())) bodies.push({ url: response.url(), body: response.body() });
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  const all = await Promise.all(bodies.map((b) => b.body));
  const gzipped = all.map((b) => gzipSync(b, { level: 9 }).length);
  const named = bodies.map((b, i) => ({ name: b.url.split('/').pop()!.replace(/-[\w-]{8}\.js$/, ''), gzip: gzipped[i]! }));
  return {
    files: all.length,
    raw: all.reduce((s, b) => s + b.length, 0),
    gzip: gzipped.reduce((s, n) => s + n, 0),
    urls: new Set(bodies.map((b) => b.url)),
    largest: named.sort((a, b) => b.gzip - a.gzip).slice(0, 6).map((n) => `${n.name} ${(n.gzip / 1024).toFixed(1)}`),
  };
}

const server = await startServer(root);
const browser = await launchBrowser();
try {
  const loginPage = await (await browser.newContext()).newPage();
  const login = await measure(loginPage, `${server.url}/es/login`);

  const context = await browser.newContext();
  const page = await context.newPage();
  const answer = await page.request.post(`${server.url}/api/login`, { data: { email: 'demo@example.com', password: 'Demo1234!' } });
  const { token, user } = await answer.json();
  await page.goto(`${server.url}/favicon.svg`);
  await page.evaluate(([t, u]) => {
    localStorage.setItem('token', t);
    localStorage.setItem('userCompanyData', JSON.stringify({ userObject: u }));
  }, [token, user] as const);
  const mainpage = await measure(page, `${server.url}/es/mainpage`);
  // The demo company's ad account is linked, so the ad-account guard lets the wizard load.
  const createad = await added(page, `${server.url}/es/createad`, mainpage);

  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(`Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
  console.log('| page | JS files | raw KB | gzip KB |');
  console.log('|---|---|---|---|');
  console.log(`| /es/login | ${login.files} | ${kb(login.raw)} | ${kb(login.gzip)} |`);
  console.log(`| /es/mainpage | ${mainpage.files} | ${kb(mainpage.raw)} | ${kb(mainpage.gzip)} |`);
  console.log(`| /es/createad, beyond mainpage | ${createad.files} | ${kb(createad.raw)} | ${kb(createad.gzip)} |`);
  console.log(`createad's largest chunks (gzip KB): ${createad.largest!.join(', ')}`);
} finally {
  await browser.close();
  await server.stop();
}
