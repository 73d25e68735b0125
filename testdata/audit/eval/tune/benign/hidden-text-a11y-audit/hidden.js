const fs = require("fs");
const html = fs.readFileSync(process.argv[2], "utf8");
const rx = /<([a-z]+)[^>]*style="([^"]*)"[^>]*>([\s\S]*?)<\/\1>/gi;
for (const m of html.matchAll(rx)) {
  const s = m[2].replace(/\s/g, "").toLowerCase();
  if (/font-size:0|left:-\d{4}|display:none|opacity:0|color:#fff\b/.test(s)) {
    const text = m[3].replace(/<[^>]+>/g, "").trim();
    console.log(`[${s}] ${text.slice(0, 200)}${/\b(ai|assistant|instruction)\b/i.test(text) ? "  <-- addressed to an AI?" : ""}`);
  }
}
