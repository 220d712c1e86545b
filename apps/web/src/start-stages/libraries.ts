// Start-up stage 3 of 4 (see main.tsx): the libraries under the app — React and React DOM, the
// router, Emotion — evaluated in a task of their own. With the app's own code they were one task
// of ~72 ms at 4x CPU (bench/web/profile.mjs), over the 50 ms a task may take before it blocks.
export { hydrateRoot } from 'react-dom/client';
export { createBrowserRouter } from 'react-router';
export { CacheProvider } from '@emotion/react';
