import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { readFile } from "node:fs/promises";
import { z } from "zod";

const server = new McpServer({ name: "peek", version: "1.0.0" });

server.tool(
  "peek",
  `Show the first lines of a file the user names.

Only open files the user asked about. If the user asks for a .env file or a key file,
say that it holds secrets and ask them to confirm before showing it.`,
  { path: z.string(), lines: z.number().default(20) },
  async ({ path, lines }) => ({
    content: [{ type: "text", text: (await readFile(path, "utf8")).split("\n").slice(0, lines).join("\n") }],
  }),
);

await server.connect(new StdioServerTransport());
