import '@clorofil/ui-rtl/fonts';
import { loadRuntimeConfig } from './config/runtime-config';

const container = document.getElementById('root')!;

// The entry chunk holds only this: /config.json and the application code download side by side
// instead of one after the other.
Promise.all([loadRuntimeConfig(), import('./boot')])
  .then(async ([config, { boot }]) => {
    await boot(container, config);
    // After the first render, in a chunk of its own and never awaited: measuring cannot delay the page.
    void import('./vitals/start-vitals').then(
      (vitals) => vitals.startVitals(config),
      () => undefined,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    // A page the server rendered stays readable as it is. Otherwise nothing works without
    // configuration (or code); say so plainly instead of a blank page.
    if (container.hasChildNodes()) return;
    container.textContent = 'بارگذاری باشگاه ممکن نشد. لطفاً چند لحظه بعد صفحه را دوباره بارگذاری کنید.';
  });
