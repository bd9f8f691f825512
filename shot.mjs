import { chromium } from 'playwright-core';
const base = 'http://localhost:3300';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: 1366, height: 850 } });
const page = await ctx.newPage();
await page.goto(base + '/es/login');
await page.getByLabel(/Correo/i).first().fill('demo@example.com');
await page.getByLabel(/Contraseña/i).first().fill('Demo1234!');
await page.keyboard.press('Enter');
await page.waitForURL('**/mainpage');
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const name = p.replace(/\W+/g, '_');
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
  console.log('shot', name);
}
await browser.close();
