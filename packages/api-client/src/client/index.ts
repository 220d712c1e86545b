export {
  ApiError,
  apiErrorMessages,
  isAbortError,
  isApiError,
  isStepUpRequired,
  stepUpChallenge,
} from './api-error.js';
export type { ApiErrorInit, ApiErrorKind } from './api-error.js';
export { apiBaseUrl, configureApiClient, resetApiClient } from './configure.js';
export type { ApiClientConfig } from './configure.js';
export { newIdempotencyKey } from './idempotency.js';
export { callEndpoint } from './request.js';
export type { BrowserEndpointName, DownloadedFile, EndpointInput, RequestOptions } from './request.js';
export * from './query/index.js';
export * from './endpoints/content.js';
export * from './endpoints/financial.js';
export * from './endpoints/profile.js';
export * from './endpoints/review.js';
export * from './endpoints/reward-catalogue.js';
export * from './endpoints/notification-campaigns.js';
export * from './endpoints/rewards.js';
export * from './endpoints/scores.js';
export * from './endpoints/staff.js';
export * from './endpoints/wheel.js';
export * from './endpoints/wheel-tables.js';
export * from './endpoints/mission-console.js';
export * from './endpoints/content-staff.js';
export * from './endpoints/member-care.js';
export * from './endpoints/reports.js';
