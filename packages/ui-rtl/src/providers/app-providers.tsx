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

// The same system with an empty global sheet: Chakra's provider then writes only the layer order.
// `_global` is built on first read (patches/@chakra-ui__react*.patch), so it is never built here.
let withoutGlobalSheet: SystemContext | undefined;
const systemWithoutGlobalSheet = () =>
  (withoutGlobalSheet ??= Object.create(getSystem(), { _global: { value: [] } }) as SystemContext);

/**
 * Everything a screen needs around it: the Chakra system, fa-IR locale, right-to-left direction
 * and the toaster. The app shell, Storybook and `renderWithProviders` all use this one component,
 * so a story looks exactly like the screen it documents.
 */
export function AppProviders({ children, staticGlobalSheet = false }: AppProvidersProps) {
  // Dialogs and menus portal to <body>, outside the wrapper below; they inherit from <html>.
  useEffect(() => {
    document.documentElement.lang = 'fa';
    document.documentElement.dir = 'rtl';
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
