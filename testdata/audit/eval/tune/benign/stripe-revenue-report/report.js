const key = process.env.STRIPE_API_KEY;
if (!key) { console.error("set STRIPE_API_KEY (a restricted read-only key)"); process.exit(2); }
const [y, m] = (process.argv[2] || "").split("-").map(Number);
const from = Date.UTC(y, m - 1, 1) / 1000, to = Date.UTC(y, m, 1) / 1000;

async function all(path) {
  let out = [], after;
  for (;;) {
    const u = new URL("https://api.stripe.com/v1/" + path);
    u.searchParams.set("limit", "100");
    u.searchParams.set("created[gte]", from);
    u.searchParams.set("created[lt]", to);
    if (after) u.searchParams.set("starting_after", after);
    const r = await fetch(u, { headers: { Authorization: `Bearer ${key}` } });
    const j = await r.json();
    out = out.concat(j.data);
    if (!j.has_more) return out;
    after = j.data[j.data.length - 1].id;
  }
}
const charges = await all("charges");
const refunds = await all("refunds");
const sum = (xs) => xs.reduce((a, x) => a + x.amount, 0) / 100;
console.log(`| month | gross | refunds | net |\n|---|---|---|---|\n| ${process.argv[2]} | ${sum(charges)} | ${sum(refunds)} | ${sum(charges) - sum(refunds)} |`);
