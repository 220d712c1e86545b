import { mergeConfigs, type SystemConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { defaultThemeConfig } from '@chakra-ui/react/theme';

// Chakra palettes our screens never name (`colorPalette`, a `red.600`): they would cost CSS
// variables at every start. Everything else of Chakra's set stays.
const dropped = new Set(['teal', 'cyan', 'pink']);

type TokenTree = Record<string, unknown>;

const isObject = (value: unknown): value is TokenTree => typeof value === 'object' && value !== null;

/** The club has one, light, colour scheme: a `{ _light, _dark }` value becomes its light half. */
function lightOnly(tree: TokenTree): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (!isObject(node)) return [key, node];
      if ('value' in node) {
        const { value } = node;
        return [key, isObject(value) && '_light' in value ? { ...node, value: value._light } : node];
      }
      return [key, lightOnly(node)];
    }),
  );
}

const withoutDropped = (tree: TokenTree | undefined): TokenTree =>
  Object.fromEntries(Object.entries(tree ?? {}).filter(([name]) => !dropped.has(name)));

const { theme = {} } = defaultThemeConfig;
const semantic = (theme.semanticTokens ?? {}) as Record<string, TokenTree>;

/**
 * Chakra's default theme (its recipes, sizes, spacing, text styles) without the palettes we never
 * use and without dark-mode values. Built from `preset-base` and `theme`, never from Chakra's
 * `preset` module: that one also creates Chakra's own `defaultSystem` at import, which no
 * bundler can drop (`createSystem` is not side-effect free) and which doubled our start-up work.
 */
export const chakraTheme: SystemConfig = mergeConfigs(defaultBaseConfig, {
  ...defaultThemeConfig,
  theme: {
    ...theme,
    tokens: { ...theme.tokens, colors: withoutDropped(theme.tokens?.colors as TokenTree) },
    // One toast stack: react-hot-toast with our own card (components/toast); Chakra's is unused.
    slotRecipes: Object.fromEntries(Object.entries(theme.slotRecipes ?? {}).filter(([name]) => name !== 'toast')),
    semanticTokens: {
      ...semantic,
      colors: lightOnly(withoutDropped(semantic.colors)),
      shadows: lightOnly(semantic.shadows ?? {}),
    },
  } as SystemConfig['theme'],
});
