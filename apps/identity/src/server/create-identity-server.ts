import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import { AccountStore } from '../accounts/account-store.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrate, removeExpired } from '../db/schema.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { StaticAssets } from '../http/assets.js';
import { consoleLogger } from '../logger.js';
import { DevTextOutbox } from '../member-sms/text-sender.js';
import { clientAddressResolver, NO_PROXY, type TrustProxy } from '../http/trust-proxy.js';
import { createProvider } from '../oidc/create-provider.js';
import { jwtUserinfo } from '../oidc/jwt-userinfo.js';
import { demoShopSecret, resolveSecrets } from '../oidc/secrets.js';
import { DEVELOPMENT_OTP_POLICY, resolveOtpPolicy, STRICT_OTP_POLICY } from '../otp/otp-policy.js';
import { OtpService } from '../otp/otp-service.js';
import { DevOutbox, type SmsSender } from '../otp/sms-sender.js';
import { DEFAULTS, type IdentityServerOptions } from './options.js';
import { createRequestHandler } from './request-handler.js';

export interface IdentityServer {
  /** Opens storage, creates keys on first start, binds the port; resolves with the issuer URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
  /** The issuer URL (available after `listen`). */
  readonly url: string;
  readonly database: Database;
  readonly accounts: AccountStore;
  readonly provider: Provider;
  /** The development outbox, when enabled. */
  readonly devOutbox: DevOutbox | undefined;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

// Often enough that the revoked-session list stays short (it is kept for 15 minutes).
const CLEANUP_INTERVAL_MS = 5 * 60 * 1000;

function resolveTrust(option: TrustProxy | boolean | undefined): TrustProxy {
  if (option === true) return { kind: 'hops', hops: 1 };
  return option || NO_PROXY;
}

export function createIdentityServer(options: IdentityServerOptions = {}): IdentityServer {
  const logger = options.logger ?? consoleLogger;
  const webOrigin = new URL(options.webOrigin ?? DEFAULTS.webOrigin).origin;
  const devOutbox = options.devOutbox ? new DevOutbox(logger) : undefined;
  const chosenSms = devOutbox ?? options.sms;
  if (!chosenSms)
    throw new Error('createIdentityServer needs an SMS sender (`sms`) or the development outbox (`devOutbox: true`).');
  const sms: SmsSender = chosenSms;
  const textOutbox = options.devOutbox ? new DevTextOutbox(logger) : undefined;

  let state:
    | {
        server: Server;
        db: Database;
        issuer: string;
        accounts: AccountStore;
        provider: Provider;
        timer: NodeJS.Timeout;
      }
    | undefined;
  const ready = () => {
    if (!state) throw new Error('The identity server has not been started; call listen() first.');
    return state;
  };

  async function listen(): Promise<string> {
    if (state) return state.issuer;
    const db = options.database ?? (await openDatabase(options.storage, { logger }));
    await migrate(db);
    await removeExpired(db, new Date());
    const secrets = await resolveSecrets(
      db,
      { jwks: options.signingKeys, otpPepper: options.otpPepper, cookieKeys: options.cookieKeys },
      { generate: options.generateSecrets ?? true },
    );
    const shopClientSecret =
      options.shopClientSecret ?? (options.demoShopSecret ? await demoShopSecret(db, logger) : undefined);
    const accounts = new AccountStore(db);
    const policy = resolveOtpPolicy(devOutbox ? DEVELOPMENT_OTP_POLICY : STRICT_OTP_POLICY, options.otp);
    const otp = new OtpService({
      db,
      sms,
      pepper: secrets.otpPepper,
      policy,
      now: options.now ?? Date.now,
      logger,
    });

    // The issuer contains the bound port, so the provider is built after binding; the few
    // milliseconds in between answer 503.
    const routing: { handler?: Handler } = {};
    const server = createServer((req, res) => {
      if (!routing.handler) {
        res.writeHead(503, { 'retry-after': '1' }).end();
        return;
      }
      // The handler answers its own errors; this catch only keeps a fault in that answer from
      // becoming an unhandled rejection, which would end the process.
      routing.handler(req, res).catch((error: unknown) => {
        logger.error(`${req.method ?? 'GET'} request failed while answering`, error);
        res.destroy();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? DEFAULTS.port, options.host ?? DEFAULTS.host, () => resolve());
    });
    const address = server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const issuer = (options.issuer ?? `http://${host}:${address.port}`).replace(/\/+$/, '');

    const assetFiles = new StaticAssets();
    const trustProxy = resolveTrust(options.trustProxy);
    const apiAudience = options.apiAudience ?? DEFAULTS.apiAudience;
    const provider = createProvider({
      issuer,
      webOrigin,
      apiAudience,
      shopClientSecret,
      secrets,
      db,
      accounts,
      assets: assetFiles.urls,
      logger,
      trustProxy,
    });
    routing.handler = createRequestHandler(
      {
        provider,
        otp,
        accounts,
        assets: assetFiles.urls,
        assetFiles,
        webOrigin,
        clientAddress: clientAddressResolver(trustProxy),
        devOutbox,
        textOutbox,
        memberSms: { secret: options.apiClientSecret, sender: textOutbox ?? options.texts, logger },
        apiClientSecret: options.apiClientSecret,
        logger,
        issuer,
        db,
        jwtUserinfo: jwtUserinfo({
          provider,
          db,
          accounts,
          issuer,
          apiAudience,
          webOrigin,
          signingKeys: secrets.jwks.keys,
        }),
      },
      provider,
    );
    // A failed round (the database away) is logged and retried on the next tick; it never
    // rejects unhandled.
    const timer = setInterval(() => {
      removeExpired(db, new Date()).catch((error: unknown) => {
        if (isDatabaseUnavailable(error))
          logger.warn(`removing expired rows skipped: ${error instanceof Error ? error.message : String(error)}`);
        else logger.error('removing expired rows failed', error);
      });
    }, CLEANUP_INTERVAL_MS);
    timer.unref();
    state = { server, db, issuer, accounts, provider, timer };
    return issuer;
  }

  async function close(): Promise<void> {
    if (!state) return;
    const { server, db, timer } = state;
    state = undefined;
    clearInterval(timer);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    if (!options.database) await db.close();
  }

  return {
    listen,
    close,
    get url() {
      return ready().issuer;
    },
    get database() {
      return ready().db;
    },
    get accounts() {
      return ready().accounts;
    },
    get provider() {
      return ready().provider;
    },
    devOutbox,
  };
}
