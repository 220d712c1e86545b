import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';

// The club green is #2f9e44 (brand.600). White text on it is only 3.45:1, so filled buttons use
// brand.700 (5.35:1) to stay WCAG AA; 600 remains for large accents and focus rings.
export const colors = defineTokens.colors({
  brand: {
    50: { value: '#ebfbee' },
    100: { value: '#d3f9d8' },
    200: { value: '#b2f2bb' },
    300: { value: '#8ce99a' },
    400: { value: '#51cf66' },
    500: { value: '#37b24d' },
    600: { value: '#2f9e44' },
    700: { value: '#277a36' },
    800: { value: '#1f5f2b' },
    900: { value: '#174720' },
    950: { value: '#0e2e14' },
  },
  // Warm gold for coins, prizes and the reward toast; text on it is dark, never white.
  accent: {
    50: { value: '#fff9db' },
    100: { value: '#fff3bf' },
    200: { value: '#ffec99' },
    300: { value: '#ffe066' },
    400: { value: '#ffd43b' },
    500: { value: '#fcc419' },
    600: { value: '#f59f00' },
    700: { value: '#c77c02' },
    800: { value: '#a35a00' },
    900: { value: '#8a4b00' },
    950: { value: '#5c3200' },
  },
  neutral: {
    50: { value: '#f8f9fa' },
    100: { value: '#f1f3f5' },
    200: { value: '#e9ecef' },
    300: { value: '#dee2e6' },
    400: { value: '#ced4da' },
    500: { value: '#adb5bd' },
    600: { value: '#6c757d' },
    700: { value: '#495057' },
    800: { value: '#343a40' },
    900: { value: '#212529' },
    950: { value: '#16191c' },
  },
});

// Same slot names Chakra's recipes read (solid, contrast, fg, …) so `colorPalette="brand"` and
// `colorPalette="accent"` work on every Chakra component.
export const semanticColors = defineSemanticTokens.colors({
  brand: {
    solid: { value: '{colors.brand.700}' },
    contrast: { value: 'white' },
    fg: { value: '{colors.brand.700}' },
    muted: { value: '{colors.brand.200}' },
    subtle: { value: '{colors.brand.100}' },
    emphasized: { value: '{colors.brand.300}' },
    focusRing: { value: '{colors.brand.600}' },
    border: { value: '{colors.brand.500}' },
  },
  accent: {
    solid: { value: '{colors.accent.500}' },
    contrast: { value: '{colors.neutral.950}' },
    fg: { value: '{colors.accent.800}' },
    muted: { value: '{colors.accent.200}' },
    subtle: { value: '{colors.accent.50}' },
    emphasized: { value: '{colors.accent.300}' },
    focusRing: { value: '{colors.accent.600}' },
    border: { value: '{colors.accent.600}' },
  },
  bg: {
    canvas: { value: '{colors.neutral.50}' },
    card: { value: 'white' },
  },
  fg: {
    // Secondary text must stay ≥ 4.5:1 on the canvas grey (#f8f9fa), not only on white: 5.8:1.
    secondary: { value: '#5c636a' },
    // Chakra's red.500 is 3.6:1 on the canvas; error text is small, so it needs the darker red.
    error: { value: '{colors.red.700}' },
  },
  border: {
    control: { value: '{colors.neutral.300}' },
  },
});
