import { ForcedMobileContext } from '@clorofil/ui-rtl';
import { useEffect, useState, type ReactNode } from 'react';

export type ServerDeviceProps = {
  /** The server's guess from the request (phone or not); undefined when nothing was rendered there. */
  isMobile: boolean | undefined;
  children: ReactNode;
};

/**
 * The server cannot measure the screen, so it renders for the device the request names (a phone's
 * user agent gets the phone header and truncation). The browser's first render must produce the
 * same markup to hydrate it, so it takes the same answer; right after hydration the real media
 * query takes over, which changes nothing when the guess was right.
 */
export function ServerDevice({ isMobile, children }: ServerDeviceProps) {
  const [hint, setHint] = useState(isMobile);
  useEffect(() => setHint(undefined), []);
  return <ForcedMobileContext.Provider value={hint}>{children}</ForcedMobileContext.Provider>;
}
