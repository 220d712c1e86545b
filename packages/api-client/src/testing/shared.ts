// What the Node and browser harnesses share: the fixtures and handlers of every endpoint (they
// answer as the persona set with `actAs`) and a fresh QueryClient.
export * from '../mocks/index.js';
export { createTestQueryClient } from './query-client.js';
