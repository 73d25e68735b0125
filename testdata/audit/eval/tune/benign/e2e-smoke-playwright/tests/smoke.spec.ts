import { test, expect } from "@playwright/test";

const base = process.env.BASE_URL ?? "http://localhost:3000";

test.beforeEach(async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  (page as any).__errors = errors;
});

test("login works", async ({ page }) => {
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(process.env.E2E_USER!);
  await page.getByLabel("Password").fill(process.env.E2E_PASSWORD!);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /dashboard/i })).toBeVisible();
});

for (const path of ["/", "/pricing", "/docs", "/settings"]) {
  test(`page ${path} loads without console errors`, async ({ page }) => {
    const res = await page.goto(`${base}${path}`);
    expect(res?.status()).toBeLessThan(400);
    expect((page as any).__errors).toEqual([]);
  });
}
