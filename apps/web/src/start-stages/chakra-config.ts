// Start-up stage 1 of 3 (see main.tsx): Chakra's theme and base config, i.e. the module-level
// object literals of every recipe, evaluated by the browser in a task of their own.
export { defaultBaseConfig } from '@chakra-ui/react/preset-base';
export { defaultThemeConfig } from '@chakra-ui/react/theme';
