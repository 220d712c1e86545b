import { paths } from '@clorofil/app-kit';

/** This feature's addresses. They are written in app-kit's `paths`, the one addresses module. */
export const profilePaths = {
  home: paths.account,
  review: paths.operator.review,
  /** Where the review queue was before the console; it forwards there. */
  oldReview: paths.review,
} as const;
