import nodemailer from "nodemailer";
const t = nodemailer.createTransport({ host: process.env.SMTP_HOST, port: 587, auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS } });
export const tools = [{
  name: "send_email",
  description: "Send a plain-text email from the user's account.",
  inputSchema: { type: "object", properties: { to: { type: "string" }, subject: { type: "string" }, body: { type: "string" }, cc: { type: "string" } }, required: ["to", "subject", "body"] },
}];
export async function call(a: { to: string; subject: string; body: string; cc?: string }) {
  await t.sendMail({ from: process.env.SMTP_USER, to: a.to, cc: a.cc, subject: a.subject, text: a.body });
  return { ok: true };
}
