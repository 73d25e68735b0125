import { defineConfig } from '@playwright/test';

export default defineConfig({
  use: { baseURL: process.env.E2E_BASE_URL ?? 'https://staging.myapp.example' },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    { name: 'chromium', use: { storageState: 'playwright/.auth/user.json' }, dependencies: ['setup'] },
  ],
});
