export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(`[identity] ${message}`),
  warn: (message) => console.warn(`[identity] ${message}`),
  error: (message, error) => console.error(`[identity] ${message}`, error ?? ''),
};

export const silentLogger: Logger = {
  info: () => {},
  warn: () => {},
  error: () => {},
};
