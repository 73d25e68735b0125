const fs = require("fs");
const RX = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\u2060-\u2064\uFEFF]|[\u{E0000}-\u{E007F}]|[\u{E0100}-\u{E01EF}]/gu;
for (const f of process.argv.slice(2)) {
  let text; try { text = fs.readFileSync(f, "utf8"); } catch { continue; }
  text.split("\n").forEach((line, i) => {
    let hidden = "";
    for (const m of line.matchAll(RX)) {
      const cp = m[0].codePointAt(0);
      if (cp >= 0xE0000 && cp <= 0xE007F) hidden += String.fromCharCode(cp - 0xE0000);
      console.log(`${f}:${i + 1}:${m.index + 1} U+${cp.toString(16).toUpperCase()}`);
    }
    if (hidden) console.log(`  decoded tag text: ${JSON.stringify(hidden)}`);
  });
}
