import { User, type UserManager } from 'oidc-client-ts';
import { sessionKeyOf } from './session-key';

export const SESSION_CHANNEL = 'clorofil-session';

type SessionMessage = { type: 'rotated'; key: string; user: string } | { type: 'signed-out'; key: string };

export type SessionChannel = {
  /** Tells tabs of the same session about freshly rotated tokens (sent before the lock is released). */
  announceRotated(previous: User, next: User): void;
  announceSignedOut(user: User): void;
  close(): void;
};

type ChannelLike = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
};

/**
 * Tabs that share a session (a duplicated tab copies sessionStorage) also share one rotating
 * refresh token. When one tab rotates it, the others must store the new tokens, or their next
 * refresh would reuse a spent token and the provider would revoke the whole grant.
 */
export function createSessionChannel(
  userManager: UserManager,
  createChannel: ((name: string) => ChannelLike) | null = typeof BroadcastChannel === 'undefined'
    ? null
    : (name) => new BroadcastChannel(name),
): SessionChannel {
  const channel = createChannel?.(SESSION_CHANNEL) ?? null;

  async function receive(message: SessionMessage): Promise<void> {
    const current = await userManager.getUser();
    if (!current || sessionKeyOf(current) !== message.key) return;
    if (message.type === 'signed-out') {
      await userManager.removeUser();
      return;
    }
    const next = User.fromStorageString(message.user);
    if (next.profile.sub !== current.profile.sub || next.refresh_token === current.refresh_token) return;
    // Same second is fine (a refresh right after sign-in); an older rotation is not.
    if ((next.expires_at ?? 0) < (current.expires_at ?? 0)) return;
    await userManager.storeUser(next);
    // Restarts the expiry timers and tells react-oidc-context about the new tokens.
    await userManager.events.load(next);
  }

  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const data = event.data as SessionMessage | undefined;
      if (data && (data.type === 'rotated' || data.type === 'signed-out')) void receive(data).catch(() => undefined);
    };
  }

  return {
    announceRotated(previous, next) {
      channel?.postMessage({ type: 'rotated', key: sessionKeyOf(previous), user: next.toStorageString() });
    },
    announceSignedOut(user) {
      channel?.postMessage({ type: 'signed-out', key: sessionKeyOf(user) });
    },
    close() {
      channel?.close();
    },
  };
}
