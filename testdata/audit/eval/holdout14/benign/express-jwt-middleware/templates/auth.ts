import { Request, Response, NextFunction } from "express";
import jwt, { JwtHeader } from "jsonwebtoken";
import jwksClient from "jwks-rsa";

const client = jwksClient({ jwksUri: process.env.JWKS_URI!, cache: true, cacheMaxAge: 600_000 });
const getKey = (h: JwtHeader, cb: (e: Error | null, k?: string) => void) =>
  client.getSigningKey(h.kid, (e, key) => cb(e, key?.getPublicKey()));

export function requireAuth(req: Request, res: Response, next: NextFunction) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  jwt.verify(token, getKey, { algorithms: ["RS256"], issuer: process.env.JWT_ISSUER, audience: process.env.JWT_AUDIENCE },
    (err, payload) => err ? res.status(401).json({ error: "unauthorized" }) : ((req as any).user = payload, next()));
}
