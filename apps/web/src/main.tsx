import '@clorofil/ui-rtl/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadRuntimeConfig } from './config/runtime-config';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  (config) =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  (error: unknown) => {
    console.error(error);
    // Without configuration nothing works; say so plainly instead of a blank page.
    document.getElementById('root')!.textContent =
      'بارگذاری تنظیمات باشگاه ممکن نشد. لطفاً چند لحظه بعد صفحه را دوباره بارگذاری کنید.';
  },
);
