import { chromium } from "playwright";
(async () => {
  const url = process.env.STAGING_URL!;
  const browser = await chromium.launch();
  const page = await browser.newPage();
  await page.goto(`${url}/login`);
  await page.fill("#email", process.env.E2E_USER!);
  await page.fill("#password", process.env.E2E_PASSWORD!);
  await page.click("button[type=submit]");
  await page.waitForURL(`${url}/dashboard`);
  await page.context().storageState({ path: ".auth/state.json" });
  await browser.close();
})();
