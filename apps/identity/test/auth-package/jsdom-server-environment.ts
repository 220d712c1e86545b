import { builtinEnvironments, type Environment } from 'vitest/runtime';

const { jsdom } = builtinEnvironments;

// Binary types the provider's crypto (jose) checks with `instanceof`. jsdom replaces them with
// its own realm's, against which Node's Buffer and TextEncoder output fail those checks.
const NODE_REALM_GLOBALS = [
  'ArrayBuffer',
  'SharedArrayBuffer',
  'DataView',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
  'TextEncoder',
  'TextDecoder',
] as const;

/**
 * jsdom for tests that run the real identity provider in the same process: modules are
 * transformed as for the server (a browser transform rewrites the provider's
 * `new URL(…, import.meta.url)` asset reads into dev-server paths) and binary types stay
 * Node's. The page still sees jsdom's window, document and storage.
 */
const environment: Environment = {
  ...jsdom,
  name: 'jsdom-server',
  viteEnvironment: 'ssr',
  async setup(global: Record<string, unknown>, options) {
    const originals = Object.fromEntries(NODE_REALM_GLOBALS.map((key) => [key, global[key]]));
    const result = await jsdom.setup(global, options);
    Object.assign(global, originals);
    return result;
  },
};

export default environment;
