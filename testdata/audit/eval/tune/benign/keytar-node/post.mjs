import keytar from "keytar";

const token = await keytar.getPassword("mastodon", "mastodon.social");
const res = await fetch("https://mastodon.social/api/v1/statuses", {
  method: "POST",
  headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
  body: JSON.stringify({ status: process.argv[2] }),
});
console.log(res.status);
