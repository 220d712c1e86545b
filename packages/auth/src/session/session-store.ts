import { create } from 'zustand';

export type SessionState = {
  /**
   * True from start-up until a stored session has been checked and, when its access token had
   * expired, renewed with the refresh token. Guards wait instead of sending the member to sign in.
   */
  resuming: boolean;
};

export const useSessionStore = create<SessionState>()(() => ({ resuming: true }));
