import corpus from './xss-corpus.json';

export type XssVector = { class: string; html: string };

/** The hostile-HTML corpus (tests and stories only: the data file is the source). */
export const XSS_VECTORS: readonly XssVector[] = corpus.vectors;
