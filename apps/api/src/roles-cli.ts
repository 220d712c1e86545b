import { staffRoles } from '@clorofil/api-client/contract';
import { normalizeMobile } from '@clorofil/rules';
import type { Kysely } from 'kysely';
import { isStaffRole } from './auth/permissions.js';
import type { DB } from './db/schema.js';
import type { Actor } from './domain/audit.js';
import { DomainError } from './domain/errors.js';
import { changeRole, listRoleHolders } from './domain/staff.js';

export const ROLES_USAGE = `  pnpm --filter @clorofil/api roles list
  pnpm --filter @clorofil/api roles grant|revoke <mobile> <role> [reason]   (roles: ${staffRoles.join(', ')})`;

export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * `roles list|grant|revoke`: the same domain code as the console's endpoints, audited with the
 * operator's system user as actor (`cli:<user>`) and `cli` as address. A mobile nobody has signed
 * in with yet is refused like in the console: sign in once, then grant. Answers the exit code.
 */
export async function rolesCommand(
  db: Kysely<DB>,
  args: readonly string[],
  actor: Actor,
  out: CliOutput,
): Promise<number> {
  const [action, mobileArg, roleArg, ...reasonWords] = args;
  if (action === 'list' && args.length === 1) {
    const holders = await listRoleHolders(db);
    if (holders.length === 0) out.log('nobody holds a staff role yet');
    for (const holder of holders) out.log(`${holder.mobile}\t${holder.roles.join(',')}\t${holder.name ?? '-'}`);
    return 0;
  }
  if ((action !== 'grant' && action !== 'revoke') || !mobileArg || !roleArg) {
    out.error(`usage:\n${ROLES_USAGE}`);
    return 2;
  }
  const mobile = normalizeMobile(mobileArg);
  if (!/^09\d{9}$/.test(mobile)) {
    out.error(`"${mobileArg}" is not a mobile number (09xxxxxxxxx)`);
    return 2;
  }
  if (!isStaffRole(roleArg)) {
    out.error(`"${roleArg}" is not a role; the roles are ${staffRoles.join(', ')}`);
    return 2;
  }
  try {
    const { holder } = await changeRole(db, {
      mobile,
      role: roleArg,
      change: action,
      actor,
      address: 'cli',
      reason: reasonWords.join(' ').trim() || undefined,
    });
    out.log(`${holder.mobile}: ${holder.roles.join(', ') || 'no staff role'}`);
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    out.error(
      error.kind === 'notFound'
        ? `no member with mobile ${mobile} has signed in yet: sign in at the club once with it, then run this again`
        : error.message,
    );
    return 1;
  }
}
