/** Two cards a row on phones, three beside the side menu on desktop; skeletons use the same. */
export const REWARD_GRID_COLUMNS = { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' };

/** The most cards a row holds (lg): the first row's pictures load at once (RewardCard firstRow). */
export const REWARD_GRID_WIDEST = 3;
