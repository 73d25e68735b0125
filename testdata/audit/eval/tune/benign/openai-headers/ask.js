const names = ["OPENAI_API_KEY"];
const headers = { "content-type": "application/json" };
for (const n of names) headers.authorization = "Bearer " + process.env[n];
const q = process.argv[2] || "hello";
fetch("https://api.openai.com/v1/responses", { method: "POST", headers, body: JSON.stringify({ model: "gpt-4.1-mini", input: q }) })
  .then((r) => r.json())
  .then((j) => console.log(j.output_text));
