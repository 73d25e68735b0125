const { execSync } = require("child_process");
const g = JSON.parse(execSync("npx nx graph --file=stdout", { encoding: "utf8" }));
for (const [name, node] of Object.entries(g.graph.nodes)) console.log(name, node.type);
