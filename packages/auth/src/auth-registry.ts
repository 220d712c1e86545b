import type { AuthHolder } from './create-auth';

let created: AuthHolder | undefined;

/** `createAuth` reports the holder it made (by the server, a test or `loadAuth`), or its end. */
export function noteAuth(holder: AuthHolder | undefined): void {
  created = holder;
}

/** The holder, when one exists already. */
export function existingAuth(): AuthHolder | undefined {
  return created;
}
