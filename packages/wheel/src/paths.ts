import { paths } from '@clorofil/ui-rtl';

/** This feature's addresses. They are written in ui-rtl's `paths`, the one addresses module. */
export const wheelPaths = {
  home: paths.luckyWheel,
} as const;
