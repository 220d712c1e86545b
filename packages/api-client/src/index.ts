// Public surface of @clorofil/api-client: the configured client and one typed function per
// endpoint. Schemas and runtime constants live in '@clorofil/api-client/contract', MSW handlers
// and fixtures in '@clorofil/api-client/mocks'.
export * from './client/index.js';
export type * from './contract/index.js';
export { OperationType, PrizeType, UserTypeStatus, UserTypeValue, WheelStatus } from './contract/index.js';
