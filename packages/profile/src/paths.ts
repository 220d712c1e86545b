import { paths } from '@clorofil/ui-rtl';

/** This feature's addresses. They are written in ui-rtl's `paths`, the one addresses module. */
export const profilePaths = {
  home: paths.account,
  review: paths.review,
} as const;
