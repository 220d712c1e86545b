import { orderDelivered, orderReturned, surveyCompleted } from '../domain/earning.js';
import { defineRoute, type RouteKit } from '../http/route.js';

export function integrationRoutes(kit: RouteKit): void {
  defineRoute(kit, 'orderDelivered', ({ body }) => orderDelivered(kit.ctx, body));
  defineRoute(kit, 'orderReturned', ({ body }) => orderReturned(kit.ctx, body));
  defineRoute(kit, 'surveyCompleted', ({ body }) => surveyCompleted(kit.ctx, body));
}
