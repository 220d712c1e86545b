// Start-up stage 1 of 4 (see main.tsx): Chakra's base config and the theme's tokens and recipes,
// i.e. module-level object literals, evaluated by the browser in a task of their own. ui-rtl's
// system takes from the theme only the slot recipes the product's components use.
export { defaultBaseConfig } from '@chakra-ui/react/preset-base';
export { recipes, tokens } from '@chakra-ui/react/theme';
