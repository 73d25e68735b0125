import { chromium } from 'playwright';
const month = process.argv[2];
const browser = await chromium.launch({ headless: !process.env.HEADED });
const page = await browser.newPage();
await page.goto('https://billing.vendor-portal.example/login');
await page.fill('#email', process.env.PORTAL_USER);
await page.fill('#password', process.env.PORTAL_PASS);
await page.click('button[type=submit]');
await page.waitForURL('**/dashboard');
await page.goto(`https://billing.vendor-portal.example/invoices?month=${month}`);
for (const link of await page.locator('a.invoice-pdf').all()) {
  const [dl] = await Promise.all([page.waitForEvent('download'), link.click()]);
  await dl.saveAs(`invoices/${dl.suggestedFilename()}`);
}
await browser.close();
