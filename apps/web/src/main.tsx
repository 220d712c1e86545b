import './zod-without-eval';
import '@clorofil/ui-rtl/fonts';
import { loadRuntimeConfig } from './config/runtime-config';

const container = document.getElementById('root')!;

// The entry chunk holds only this: /config.json and the application code download side by side
// instead of one after the other.
Promise.all([loadRuntimeConfig(), import('./boot')]).then(
  ([config, { boot }]) => {
    boot(container, config);
    // After the first render, in a chunk of its own and never awaited: measuring cannot delay the page.
    void import('./vitals/start-vitals').then((vitals) => vitals.startVitals(config), () => undefined);
  },
  (error: unknown) => {
    console.error(error);
    // Without configuration (or code) nothing works; say so plainly instead of a blank page.
    container.textContent = 'بارگذاری باشگاه ممکن نشد. لطفاً چند لحظه بعد صفحه را دوباره بارگذاری کنید.';
  },
);
