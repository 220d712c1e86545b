import { Box, ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { AppToaster } from '../components/toast/app-toaster';
import { system } from '../system/system';

export type AppProvidersProps = { children: ReactNode };

/**
 * Everything a screen needs around it: the Chakra system, fa-IR locale, right-to-left direction
 * and the toaster. The app shell, Storybook and `renderWithProviders` all use this one component,
 * so a story looks exactly like the screen it documents.
 */
export function AppProviders({ children }: AppProvidersProps) {
  // Dialogs and menus portal to <body>, outside the wrapper below; they inherit from <html>.
  useEffect(() => {
    document.documentElement.lang = 'fa';
    document.documentElement.dir = 'rtl';
  }, []);
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale="fa-IR">
        <Box dir="rtl" lang="fa" fontFamily="body" color="fg" minHeight="100%">
          {children}
          <AppToaster />
        </Box>
      </LocaleProvider>
    </ChakraProvider>
  );
}
