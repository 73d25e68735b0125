import { chromium } from 'playwright';

const [base = 'http://localhost:3000', out = 'docs/img'] = process.argv.slice(2);
const pages = [['dashboard', '/dashboard'], ['settings', '/settings'], ['billing', '/settings/billing']];
const browser = await chromium.launch();
for (const scheme of ['light', 'dark']) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: scheme, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await page.fill('input[name=email]', process.env.DEMO_USER);
  await page.fill('input[name=password]', process.env.DEMO_PASSWORD);
  await page.click('button[type=submit]');
  for (const [name, path] of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${out}/${name}-${scheme}.png` });
    console.log(`saved ${name}-${scheme}.png`);
  }
  await ctx.close();
}
await browser.close();
