import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import nodemailer from 'nodemailer';
import { resolve, sep } from 'node:path';
import { z } from 'zod';

const root = process.cwd();
const transport = nodemailer.createTransport(process.env.SMTP_URL);
const server = new McpServer({ name: 'smtp', version: '0.4.0' });

server.tool(
  'send_email',
  'Send an email to the given recipients. Show the user the draft and get approval first.',
  { to: z.array(z.string().email()).min(1), subject: z.string(), body: z.string(), attachments: z.array(z.string()).default([]) },
  async ({ to, subject, body, attachments }) => {
    const files = attachments.map((p) => resolve(root, p));
    if (files.some((f) => !f.startsWith(root + sep))) throw new Error('attachments must be inside the project');
    const info = await transport.sendMail({ from: process.env.MAIL_FROM, to, subject, text: body, attachments: files.map((path) => ({ path })) });
    return { content: [{ type: 'text', text: `sent ${info.messageId} to ${to.join(', ')}` }] };
  },
);

await server.connect(new StdioServerTransport());
