import { execFileSync } from "node:child_process";

// The token gh keeps in the system keyring after `gh auth login`.
const token = execFileSync("gh", ["auth", "token"], { encoding: "utf8" }).trim();

const query = `query { search(query: "is:pr is:open review-requested:@me", type: ISSUE, first: 50) {
  nodes { ... on PullRequest { title url createdAt repository { nameWithOwner } } } } }`;

const res = await fetch("https://api.github.com/graphql", {
  method: "POST",
  headers: { Authorization: `bearer ${token}`, "Content-Type": "application/json" },
  body: JSON.stringify({ query }),
});
const { data } = await res.json();
for (const pr of data.search.nodes.sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
  console.log(`${pr.createdAt.slice(0, 10)}  ${pr.repository.nameWithOwner}  ${pr.title}\n  ${pr.url}`);
}
