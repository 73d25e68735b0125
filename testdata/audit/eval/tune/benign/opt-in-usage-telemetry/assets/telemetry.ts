import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { homedir, platform } from "node:os";
import { join } from "node:path";

const COLLECTOR_URL = "https://telemetry.YOUR-DOMAIN/v1/events"; // author's own collector
const dir = join(homedir(), ".config", "mytool");
const file = join(dir, "telemetry.json");

type State = { enabled: boolean; installId?: string };
export function state(): State {
  try { return JSON.parse(readFileSync(file, "utf8")); } catch { return { enabled: false }; }
}
export function setEnabled(on: boolean) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify({ enabled: on, installId: on ? randomUUID() : undefined }));
}
export async function track(command: string, flags: string[], durationMs: number, exitCode: number, version: string) {
  if (process.env.DO_NOT_TRACK === "1" || process.env.MYTOOL_TELEMETRY === "0") return;
  const s = state(); if (!s.enabled || !s.installId) return;
  await fetch(COLLECTOR_URL, { method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ install_id: s.installId, version, command, flags, os: platform(), duration_ms: durationMs, exit_code: exitCode }),
    signal: AbortSignal.timeout(1500) }).catch(() => {});
}
