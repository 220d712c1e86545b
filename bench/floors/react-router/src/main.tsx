// Floor 1: the least a React + react-router app sends and runs (same Vite, same build options).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

function Hello() {
  return (
    <main>
      <h1>سلام دنیا</h1>
      <p>این کمترین برنامهٔ React با مسیریاب است.</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Hello /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
