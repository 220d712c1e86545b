import { Box, ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { AppToaster } from '../components/toast/app-toaster';
import { getSystem } from '../system/system';

export type AppProvidersProps = {
  children: ReactNode;
};

/**
 * Everything a screen needs around it: the Chakra system, fa-IR locale, right-to-left direction
 * and the toaster. The app shell, Storybook and `renderWithProviders` all use this one component,
 * so a story looks exactly like the screen it documents.
 */
export function AppProviders({ children }: AppProvidersProps) {
  // Dialogs and menus portal to <body>, outside the wrapper below; they inherit from <html>.
  // Only when they differ: index.html and every server-rendered page already say so, and setting
  // <html>'s attributes, even to the same value, asks the browser to restyle the page.
  useEffect(() => {
    const root = document.documentElement;
    if (root.lang !== 'fa') root.lang = 'fa';
    if (root.dir !== 'rtl') root.dir = 'rtl';
  }, []);
  return (
    <ChakraProvider value={getSystem()}>
      <LocaleProvider locale="fa-IR">
        <Box dir="rtl" lang="fa" fontFamily="body" color="fg" minHeight="100%">
          {children}
          <AppToaster />
        </Box>
      </LocaleProvider>
    </ChakraProvider>
  );
}
