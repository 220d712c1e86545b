import { ConfigError, readConfig, type ApiConfig } from './config.js';

let config: ApiConfig;
try {
  config = readConfig(process.env);
} catch (error) {
  // One line naming the setting, then a non-zero exit: an operator sees exactly what to change.
  if (error instanceof ConfigError) {
    console.error(`api: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

// The server's modules (Fastify, the database engines, jose, the sanitiser) load only once the
// settings have passed: a refused start answers in a fraction of a second.
const { startServer } = await import('./server.js');
await startServer(config);
