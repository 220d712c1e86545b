import { paths } from '@clorofil/ui-rtl';

/** This feature's addresses. They are written in ui-rtl's `paths`, the one addresses module. */
export const scoresPaths = {
  home: paths.scores,
} as const;
