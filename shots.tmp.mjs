import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const pages = process.argv.slice(2);
for (const [i, path] of pages.entries()) {
  const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  p.on('pageerror', (e) => errors.push(String(e)));
  await p.goto('http://127.0.0.1:3190' + path, { waitUntil: 'networkidle' });
  await p.mouse.move(600, 400);
  await p.waitForTimeout(2500);
  await p.screenshot({ path: `/tmp/shot-${i}.png`, fullPage: false });
  console.log(path, errors.slice(0, 3));
}
await b.close();
