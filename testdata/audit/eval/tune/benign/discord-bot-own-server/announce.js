const [version, notes] = process.argv.slice(2);
const url = process.env.DISCORD_WEBHOOK_URL;
if (!url) { console.error("set DISCORD_WEBHOOK_URL"); process.exit(1); }
fetch(url, { method: "POST", headers: { "content-type": "application/json" },
  body: JSON.stringify({ content: `**${version}** released\n${(notes || "").slice(0, 1800)}` }) })
  .then(r => console.log("status", r.status));
