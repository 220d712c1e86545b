import { bankInformationEndpoints } from './bank-information.js';
import { commissionEndpoints } from './commissions.js';
import { healthEndpoints } from './common.js';
import { contentEndpoints } from './content.js';
import { discountCodeEndpoints } from './discount-codes.js';
import { editorialEndpoints } from './editorial.js';
import { integrationEndpoints } from './integration.js';
import { missionEndpoints } from './missions.js';
import { memberCareEndpoints } from './member-care.js';
import { missionConsoleEndpoints } from './mission-console.js';
import { notificationEndpoints } from './notifications.js';
import { notificationCampaignEndpoints } from './notification-campaigns.js';
import { profileEndpoints } from './profile.js';
import { reportEndpoints } from './reports.js';
import { reviewEndpoints } from './review.js';
import { rewardCatalogueEndpoints } from './reward-catalogue.js';
import { rewardEndpoints } from './rewards.js';
import { scoreEndpoints } from './scores.js';
import { staffEndpoints } from './staff.js';
import { wheelEndpoints } from './wheel.js';
import { wheelTableEndpoints } from './wheel-tables.js';
import { contentStaffEndpoints } from './content-staff.js';

export type { AuthKind, EndpointDef, HttpMethod } from './endpoint-def.js';

/**
 * Every endpoint of the API, by name. Each area's module defines its own endpoints next to their
 * schemas, so a browser can load the part of the contract a call needs (client/contract-areas.ts)
 * instead of every schema at once.
 */
export const endpoints = {
  ...profileEndpoints,
  ...notificationEndpoints,
  ...rewardEndpoints,
  ...scoreEndpoints,
  ...missionEndpoints,
  ...discountCodeEndpoints,
  ...wheelEndpoints,
  ...wheelTableEndpoints,
  ...missionConsoleEndpoints,
  ...commissionEndpoints,
  ...bankInformationEndpoints,
  ...contentEndpoints,
  ...reviewEndpoints,
  ...editorialEndpoints,
  ...staffEndpoints,
  ...rewardCatalogueEndpoints,
  ...notificationCampaignEndpoints,
  ...integrationEndpoints,
  ...healthEndpoints,
  ...contentStaffEndpoints,
  ...memberCareEndpoints,
  ...reportEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** Endpoints that answer a CSV file (the exports): those marked `responseType: 'csv'`. */
export type CsvEndpointName = {
  [N in EndpointName]: Endpoints[N] extends { responseType: 'csv' } ? N : never;
}[EndpointName];
