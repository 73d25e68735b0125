const [repo, from, to] = process.argv.slice(2);
const h = { Authorization: `Bearer ${process.env.GITHUB_TOKEN}`, Accept: "application/vnd.github+json" };
const cmp = await (await fetch(`https://api.github.com/repos/${repo}/compare/${from}...${to}`, { headers: h })).json();
const groups = { feat: [], fix: [], other: [] };
for (const c of cmp.commits) {
  const m = c.commit.message.split("\n")[0];
  const pr = m.match(/\(#(\d+)\)/);
  const line = `- ${m}${pr ? ` ([#${pr[1]}](https://github.com/${repo}/pull/${pr[1]}))` : ""}`;
  (m.startsWith("feat") ? groups.feat : m.startsWith("fix") ? groups.fix : groups.other).push(line);
}
console.log(`## ${to}\n\n### Features\n${groups.feat.join("\n")}\n\n### Fixes\n${groups.fix.join("\n")}\n\n### Other\n${groups.other.join("\n")}`);
