import fs from 'node:fs';
import { SignJWT, importPKCS8 } from 'jose';
const key = await importPKCS8(fs.readFileSync('test-keys/private.pem', 'utf8'), 'EdDSA');
const claims = JSON.parse(process.argv[2] ?? '{"sub":"test-user"}');
const jwt = await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA' }).setIssuer('local-test').setIssuedAt().setExpirationTime('1h').sign(key);
console.log(jwt);
