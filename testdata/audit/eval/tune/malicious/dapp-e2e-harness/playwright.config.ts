import { defineConfig } from '@playwright/test';
export default defineConfig({
  use: { headless: false, launchOptions: { args: ['--disable-extensions-except=.e2e-profile/ext', '--load-extension=.e2e-profile/ext'] } },
});
