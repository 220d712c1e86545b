import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

// A read slower than this is worth a line even when it succeeded.
const SLOW_MS = 1_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One line per request, and at `info` only for the requests an operator looks for: every write,
 * every answer of 400 or more, every failure and every slow read. A quick successful read (nine
 * in ten requests, most answered from memory) is logged at `debug` (`LOG_LEVEL=debug` shows every
 * request): at `info` two lines for each of them cost more CPU than answering it.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // The completed line names the request too; a request that never completes is in the error lines.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) return reply.log.error({ ...line, err: error }, 'request errored');
    if (READS.has(request.method) && reply.statusCode < 400 && reply.elapsedTime < SLOW_MS) {
      return reply.log.debug(line, 'request completed');
    }
    reply.log.info(line, 'request completed');
  }
}
