import { Box, ChakraProvider, LocaleProvider, type SystemContext } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { AppToaster } from '../components/toast/app-toaster';
import { getSystem } from '../system/system';

export type AppProvidersProps = {
  children: ReactNode;
  /**
   * The page links the system's global sheet (Chakra's layers, reset, global styles and every token's
   * CSS variable) as a built stylesheet: Emotion does not write it again. The web app's
   * `chakra-global.css`, checked against this system by its test. Storybook and component tests
   * leave it off and get the sheet from Emotion.
   */
  staticGlobalSheet?: boolean;
};

// The same system with an empty global sheet and no layer order: the built sheet declares the
// layers first, so Chakra's provider writes nothing of its own (a server-rendered page then has no
// global <style> for Emotion to take over by moving it, which recomputes the whole page's style).
// `_global` is built on first read (patches/@chakra-ui__react*.patch), so it is never built here.
let withoutGlobalSheet: SystemContext | undefined;
const systemWithoutGlobalSheet = () => {
  if (withoutGlobalSheet) return withoutGlobalSheet;
  const system = getSystem();
  withoutGlobalSheet = Object.create(system, {
    _global: { value: [] },
    layers: { value: { ...system.layers, atRule: '' } },
  }) as SystemContext;
  return withoutGlobalSheet;
};

/**
 * Everything a screen needs around it: the Chakra system, fa-IR locale, right-to-left direction
 * and the toaster. The app shell, Storybook and `renderWithProviders` all use this one component,
 * so a story looks exactly like the screen it documents.
 */
export function AppProviders({ children, staticGlobalSheet = false }: AppProvidersProps) {
  // Dialogs and menus portal to <body>, outside the wrapper below; they inherit from <html>.
  // Only when they differ: index.html and every server-rendered page already say so, and setting
  // <html>'s attributes, even to the same value, asks the browser to restyle the page.
  useEffect(() => {
    const root = document.documentElement;
    if (root.lang !== 'fa') root.lang = 'fa';
    if (root.dir !== 'rtl') root.dir = 'rtl';
  }, []);
  return (
    <ChakraProvider value={staticGlobalSheet ? systemWithoutGlobalSheet() : getSystem()}>
      <LocaleProvider locale="fa-IR">
        <Box dir="rtl" lang="fa" fontFamily="body" color="fg" minHeight="100%">
          {children}
          <AppToaster />
        </Box>
      </LocaleProvider>
    </ChakraProvider>
  );
}
