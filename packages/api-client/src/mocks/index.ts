// MSW handlers and fixtures of the club API, served by the harness in '../testing' (Vitest's
// `mockApi`, Storybook's worker): every endpoint answering with fixtures, as the persona set with
// `actAs`; `mockApi.use(errorResponse('getRewards', 500))` makes one endpoint fail, empty, slow…
export { fixtures } from './fixtures/index.js';
export type { Fixtures } from './fixtures/index.js';
export { defaultResolvers, handlerFor, handlerGroups, handlers } from './handlers.js';
export type { MockArea } from './handlers.js';
export {
  csvFileResponse,
  emptyResponse,
  errorResponse,
  networkError,
  pendingResponse,
  respondWith,
  slowResponse,
} from './factories.js';
export type { EmptyableEndpointName } from './factories.js';
export { mockPath } from './paths.js';
export { actAs } from './member-session.js';
export { isMemberPersona, memberPersonas, personaMobiles, personaProfiles } from './personas.js';
export type { MemberPersona, Persona } from './personas.js';
export {
  contentStaffResolvers,
  staffFaqFixtures,
  staffMenuFixtures,
  staffPageFixtures,
} from './content-staff-session.js';
