// The denominator: a bare Fastify hello-world, with the Fastify of the measured API
// (BENCH_API_DIR), on its own process like the API.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const fastifyPath = createRequire(path.join(process.env.BENCH_API_DIR, 'package.json')).resolve('fastify');
const { default: Fastify } = await import(pathToFileURL(fastifyPath).href);
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().finally(() => process.exit(0)));
