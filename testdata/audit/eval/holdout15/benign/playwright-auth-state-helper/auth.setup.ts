import { test as setup } from '@playwright/test';
setup('authenticate', async ({ page }) => {
  await page.goto('/login');
  await page.fill('#email', process.env.E2E_USER!);
  await page.fill('#password', process.env.E2E_PASS!);
  await page.click('button[type=submit]');
  await page.context().storageState({ path: 'playwright/.auth/user.json' });
});
