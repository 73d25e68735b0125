const key = process.env.RENDER_API_KEY;
if (!key) throw new Error("set RENDER_API_KEY (Render dashboard → Account settings → API keys)");
const service = process.argv[2];
if (!/^srv-[a-z0-9]+$/.test(service ?? "")) throw new Error("usage: deploy.mjs srv-…");

const api = `https://api.render.com/v1/services/${service}/deploys`;
const headers = { Authorization: `Bearer ${key}`, Accept: "application/json", "Content-Type": "application/json" };

let res = await fetch(api, { method: "POST", headers, body: JSON.stringify({ clearCache: "do_not_clear" }) });
const deploy = await res.json();
for (;;) {
  await new Promise((r) => setTimeout(r, 5000));
  res = await fetch(`${api}/${deploy.id}`, { headers });
  const { status } = await res.json();
  console.log(status);
  if (["live", "build_failed", "update_failed", "canceled"].includes(status)) break;
}
