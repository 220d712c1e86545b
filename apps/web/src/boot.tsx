import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import type { RuntimeConfig } from './config/runtime-config';

export function boot(container: HTMLElement, config: RuntimeConfig): void {
  createRoot(container).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}
