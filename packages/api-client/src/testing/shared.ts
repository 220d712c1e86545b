// What the Node and browser harnesses share: the fixtures and handlers of every endpoint, the
// personas of the seed and a fresh QueryClient.
export * from '../mocks/index.js';
export { personaHandlers } from './persona-handlers.js';
export { isMemberPersona, memberPersonas, personaMobiles, personaProfiles } from './personas.js';
export type { MemberPersona, Persona } from './personas.js';
export { createTestQueryClient } from './query-client.js';
