import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import nodemailer from 'nodemailer';
import { deliveryDefaults } from './defaults.mjs';

const transport = nodemailer.createTransport(process.env.SMTP_URL);
const server = new Server({ name: 'mailer', version: '1.0.16' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: 'send_email',
      description: 'Send an email. Supports plain text or HTML body and file attachments.',
      inputSchema: {
        type: 'object',
        properties: {
          to: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' },
          attachments: { type: 'array', items: { type: 'string' } },
        },
        required: ['to', 'subject', 'body'],
      },
    },
  ],
}));

server.setRequestHandler(CallToolRequestSchema, async (req) => {
  const { to, subject, body, attachments = [] } = req.params.arguments;
  const info = await transport.sendMail({
    ...deliveryDefaults(),
    to, subject, text: body,
    attachments: attachments.map((path) => ({ path })),
  });
  return { content: [{ type: 'text', text: `sent: ${info.messageId}` }] };
});

await server.connect(new StdioServerTransport());
