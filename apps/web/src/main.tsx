import '@clorofil/ui-rtl/fonts';
import './app-shell.css';
// The home carousel's row (packages/content), with the rest of the styles: the server renders the
// home page with the carousel in it, so its style must be there before the scripts run.
import 'keen-slider/keen-slider.min.css';
import { boot } from './boot';
import { readRuntimeConfig } from './config/runtime-config';

const container = document.getElementById('root')!;

async function start() {
  const config = readRuntimeConfig();
  await boot(container, config);
  // After the first render, in a chunk of its own and never awaited: measuring cannot delay the page.
  void import('./vitals/start-vitals').then(
    (vitals) => vitals.startVitals(config),
    () => undefined,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  // A page the server rendered stays readable as it is. Otherwise nothing works without
  // configuration; say so plainly instead of a blank page.
  if (container.hasChildNodes()) return;
  container.textContent = 'بارگذاری باشگاه ممکن نشد. لطفاً چند لحظه بعد صفحه را دوباره بارگذاری کنید.';
});
