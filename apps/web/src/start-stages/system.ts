// Start-up stage 2 of 3 (see main.tsx): the product's Chakra system, built by `createSystem` when
// its module is evaluated (the largest single piece of the start-up), in a task of its own.
export { system } from '@clorofil/ui-rtl';
