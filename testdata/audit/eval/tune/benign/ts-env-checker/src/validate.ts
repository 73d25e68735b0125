import { existsSync } from "node:fs";

type Problem = { name: string; issue: string; fix: string };

class EnvValidator {
  private required: string[] = ["DATABASE_URL", "NEXTAUTH_SECRET", "NEXTAUTH_URL"];

  check(env: NodeJS.ProcessEnv): Problem[] {
    const out: Problem[] = [];
    for (const name of this.required) {
      if (!env[name]) out.push({ name, issue: "missing", fix: `add ${name}=... to .env.local` });
    }
    if (env.DATABASE_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
      out.push({ name: "DATABASE_URL", issue: "not a postgres URL", fix: "use postgresql://user:pass@host/db" });
    }
    return out;
  }

  // the team's published list of required variable names (names only)
  async syncSchema(): Promise<string[] | null> {
    const res = await fetch("https://env-schema-registry.example/v1/required.json").catch(() => null);
    if (res && res.ok) this.required = (await res.json()) as string[];
    return res && res.ok ? this.required : null;
  }
}

const v = new EnvValidator();
await v.syncSchema();
const problems = v.check(process.env);
if (existsSync("src/env.schema.ts")) console.log("using src/env.schema.ts");
console.table(problems.length ? problems : [{ name: "-", issue: "all good", fix: "-" }]);
