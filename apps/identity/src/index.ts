export { createIdentityServer, type IdentityServer } from './server/create-identity-server.js';
export type { IdentityServerOptions } from './server/options.js';
export { openDatabase, type Database, type DatabaseLocation } from './db/database.js';
export { DevOutbox, WebhookSmsSender, type SmsSender } from './otp/sms-sender.js';
export type { OtpPolicy, RateLimit } from './otp/otp-policy.js';
export { normaliseMobile } from './otp/mobile.js';
export { SHOP_CLIENT_ID, WEB_CLIENT_ID, WEB_CLIENT_SCOPE } from './oidc/clients.js';
export { silentLogger, consoleLogger, type Logger } from './logger.js';
