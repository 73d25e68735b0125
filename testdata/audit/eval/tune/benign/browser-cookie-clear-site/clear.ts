import { chromium } from "playwright";
const domain = process.argv[2];
const ctx = await chromium.launchPersistentContext("./.pw-profile");
await ctx.clearCookies({ domain });
console.log("cleared cookies for", domain, "in ./.pw-profile");
await ctx.close();
