// Floor 2: floor 1 plus the Chakra UI v3 provider with Chakra's own defaultSystem (Emotion, the
// whole default theme): what "React + router + Chakra" costs before any product code.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

function Hello() {
  return (
    <main>
      <h1>سلام دنیا</h1>
      <p>این کمترین برنامهٔ React با مسیریاب و فراهم‌کنندهٔ Chakra است.</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Hello /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <RouterProvider router={router} />
    </ChakraProvider>
  </StrictMode>,
);
