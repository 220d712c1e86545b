// The wire contract of the club API: runtime zod schemas, their types and the endpoint table.
// Imported by the browser client, the MSW mocks and the reference API, so it stays free of
// browser-only and server-only code.
export * from './bank-information.js';
export * from './commissions.js';
export * from './common.js';
export * from './content.js';
export * from './discount-codes.js';
export * from './editorial.js';
export * from './endpoints.js';
export * from './integration.js';
export * from './member-care.js';
export * from './reports.js';
export * from './messages.js';
export * from './missions.js';
export * from './mission-console.js';
export * from './notifications.js';
export * from './notification-campaigns.js';
export * from './paths.js';
export * from './profile.js';
export * from './review.js';
export * from './reward-catalogue.js';
export * from './rewards.js';
export * from './scores.js';
export * from './staff.js';
export * from './user-type-info.js';
export * from './vitals.js';
export * from './wheel.js';
export * from './wheel-tables.js';
export * from './content-staff.js';
