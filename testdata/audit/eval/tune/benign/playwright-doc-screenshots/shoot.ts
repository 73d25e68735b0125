import { chromium } from "playwright";
import pages from "./pages.json";

(async () => {
  const b = await chromium.launch();
  const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
  for (const { path, name } of pages) {
    await p.goto(`http://localhost:3000${path}`);
    await p.screenshot({ path: `docs/img/${name}.png`, fullPage: true });
  }
  await b.close();
})();
