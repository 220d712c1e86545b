#!/usr/bin/env node
// Prints a JWKS for SIGNING_KEYS_FILE with a new RS256 private key first (it signs from the next
// start on) followed by the keys of an existing file (they keep verifying tokens already issued).
//   node apps/identity/scripts/new-signing-key.mjs > jwks.json                 # the first key
//   node apps/identity/scripts/new-signing-key.mjs jwks.json > jwks.next.json  # rotation
// Keep the file outside the repository, readable only by the provider's user (chmod 600).
import { createHash, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';

const previous = process.argv[2] ? JSON.parse(readFileSync(process.argv[2], 'utf8')).keys : [];
const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
const kid = createHash('sha256')
  .update(JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n }))
  .digest('base64url');
process.stdout.write(
  `${JSON.stringify({ keys: [{ ...jwk, kid, use: 'sig', alg: 'RS256' }, ...previous] }, null, 2)}\n`,
);
