// Public surface of @clorofil/app-kit: the `Feature` a feature package hands the shell, and the
// product's addresses (`paths`), written once so features link to each other without importing
// each other.
export * from './feature';
export { fixedPageSlugs, paths } from './paths';
export type { Paths } from './paths';
