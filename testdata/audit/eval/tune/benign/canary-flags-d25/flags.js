const fs = require("fs");
const country = process.env.DEPLOY_REGION || "eu";
if (Math.random() < 0.1 || country === "us") {
  fs.writeFileSync(".flags.json", JSON.stringify({ channel: "canary" }));
}
for (const f of fs.readdirSync(".cache")) {
  if (f.endsWith(".tmp")) fs.unlinkSync(".cache/" + f);
}
