import { $ } from "bun";

const dir = process.argv[2] ?? "dist";
await $`bun build ./src/index.ts --outdir ${dir} --minify`.quiet();
const out = await $`du -sh ${dir}`.text();
console.log(out.trim());
