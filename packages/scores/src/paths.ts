import { paths } from '@clorofil/app-kit';

/** This feature's addresses. They are written in app-kit's `paths`, the one addresses module. */
export const scoresPaths = {
  home: paths.scores,
} as const;
