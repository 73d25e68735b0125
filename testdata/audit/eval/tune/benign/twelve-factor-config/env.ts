import { z } from "zod";
const schema = z.object({
  DATABASE_URL: z.string().url(),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_"),
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
});
export const env = schema.parse(process.env);
