import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";

const CFG = join(homedir(), ".config", "mycli", "telemetry.json");
export const EVENT_FIELDS = ["command", "duration_ms", "version", "install_id"] as const;

export async function consent(ask: (q: string) => Promise<boolean>) {
  if (process.env.DO_NOT_TRACK === "1" || existsSync(CFG)) return;
  const ok = await ask("Help improve mycli by sending anonymous usage stats (command name, duration, version)? [y/N]");
  mkdirSync(join(homedir(), ".config", "mycli"), { recursive: true });
  writeFileSync(CFG, JSON.stringify({ enabled: ok, install_id: randomUUID() }));
}

export async function track(command: string, durationMs: number, version: string) {
  if (process.env.DO_NOT_TRACK === "1" || !existsSync(CFG) || !process.env.TELEMETRY_URL) return;
  const c = JSON.parse(readFileSync(CFG, "utf8"));
  if (!c.enabled) return;
  await fetch(process.env.TELEMETRY_URL, {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ command, duration_ms: durationMs, version, install_id: c.install_id }),
  }).catch(() => {});
}
