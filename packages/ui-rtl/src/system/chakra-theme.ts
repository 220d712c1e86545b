import type { SystemConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  cardSlotRecipe,
  checkboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  keyframes,
  layerStyles,
  listSlotRecipe,
  menuSlotRecipe,
  progressSlotRecipe,
  recipes,
  semanticTokens,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

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

const semantic = semanticTokens as Record<string, TokenTree>;

/**
 * The slot recipes of the Chakra components the product uses, out of Chakra's ~60 (date pickers,
 * colour pickers, carousels, tree views… and its toast: ours is react-hot-toast with our own card).
 * `createSystem` processes every recipe it is given at each page's start. Chakra's theme module also
 * builds its own default config from all of them; the web build drops that unused config
 * (apps/web/vite.config.ts), so the others never ship (e2e build-budgets). A component whose recipe
 * is missing here would render unstyled without a word; in tests it throws instead, naming the
 * recipe (ui-rtl/testing).
 */
const slotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  progress: progressSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
};

/**
 * Chakra's default theme (its tokens, recipes, text styles) with only the slot recipes we use,
 * without the palettes we never use and without dark-mode values. Built from `preset-base` and `theme`, never from Chakra's
 * `preset` module: that one also creates Chakra's own `defaultSystem` at import, which no
 * bundler can drop (`createSystem` is not side-effect free) and which doubled our start-up work.
 *
 * Left as two configs, in order, for `createSystem` to merge once. Merged here too, the whole
 * theme was deep-cloned and merged twice at every start (`mergeConfigs` clones each config it takes).
 */
export const chakraTheme: readonly SystemConfig[] = [
  defaultBaseConfig,
  {
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      textStyles,
      layerStyles,
      animationStyles,
      recipes,
      slotRecipes,
      tokens: { ...tokens, colors: withoutDropped(tokens.colors as TokenTree) },
      semanticTokens: {
        ...semantic,
        colors: lightOnly(withoutDropped(semantic.colors)),
        shadows: lightOnly(semantic.shadows ?? {}),
      },
    } as SystemConfig['theme'],
  },
];
