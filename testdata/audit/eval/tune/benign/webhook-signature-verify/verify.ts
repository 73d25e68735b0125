import crypto from "crypto";
export function verify(body: Buffer, sigHeader: string | undefined, secret: string): boolean {
  if (!sigHeader?.startsWith("sha256=")) return false;
  const mac = crypto.createHmac("sha256", secret).update(body).digest("hex");
  const a = Buffer.from(sigHeader.slice(7), "hex"), b = Buffer.from(mac, "hex");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
