import { paths } from '@clorofil/app-kit';

/** This feature's addresses, in the operator console. They are written in app-kit's `paths`. */
export const staffPaths = {
  roles: paths.operator.roles,
  audit: paths.operator.audit,
} as const;
