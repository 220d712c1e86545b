import { endpoints, type EndpointName } from '../contract/index.js';
import type { BrowserEndpointName } from '../client/request.js';

/**
 * The MSW pattern of an endpoint: any origin (the API base URL differs per environment) and
 * `{id}` placeholders as `:id` parameters.
 */
export function mockPath(name: EndpointName): string {
  return `*${endpoints[name].path.replace(/\{(\w+)\}/g, ':$1')}`;
}

export function mockMethod(name: BrowserEndpointName): 'get' | 'post' | 'put' {
  return endpoints[name].method.toLowerCase() as 'get' | 'post' | 'put';
}
