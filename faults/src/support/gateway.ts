// A stand-in for the SMS gateway the identity provider posts one-time codes to
// (SMS_WEBHOOK_URL: POST { mobile, message }), which a test can make fail the ways a real one does.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `ok` delivers; `fail` answers 500; `hang` never answers; `refuse` closes its port. */
export type GatewayMode = 'ok' | 'fail' | 'hang' | 'refuse';

export interface SmsGateway {
  readonly url: string;
  /** Every text that reached the gateway, whatever it answered. */
  readonly received: Array<{ mobile: string; message: string }>;
  setMode(mode: GatewayMode): Promise<void>;
  /** The one-time code of the latest text to `mobile` (the WebOTP line ends with `#<code>`). */
  latestCode(mobile: string): string | undefined;
  close(): Promise<void>;
}

export async function startGateway(): Promise<SmsGateway> {
  let mode: GatewayMode = 'ok';
  const received: Array<{ mobile: string; message: string }> = [];
  const hanging = new Set<ServerResponse>();
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { mobile?: string; message?: string };
      received.push({ mobile: body.mobile ?? '', message: body.message ?? '' });
      if (mode === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(mode === 'fail' ? 500 : 200, { 'content-type': 'application/json' });
      response.end(mode === 'fail' ? '{"error":"internal"}' : '{"status":"queued"}');
    });
  };
  let server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const close = async () => {
    for (const response of hanging) response.destroy();
    hanging.clear();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  let open = true;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    async setMode(next) {
      if (next === 'refuse' && open) {
        await close();
        open = false;
      } else if (next !== 'refuse' && !open) {
        server = createServer(handler);
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
        open = true;
      }
      if (next !== 'hang') {
        for (const response of hanging) response.destroy();
        hanging.clear();
      }
      mode = next;
    },
    latestCode(mobile) {
      const text = received.findLast((sms) => sms.mobile === mobile)?.message ?? '';
      return /#(\d{6})\s*$/.exec(text)?.[1];
    },
    close: async () => {
      if (open) await close();
      open = false;
    },
  };
}
