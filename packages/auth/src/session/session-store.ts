import { create } from 'zustand';

export type SessionState = {
  /**
   * True from start-up until a stored session has been checked and, when its access token had
   * expired, renewed with the refresh token. Guards wait instead of sending the member to sign in.
   */
  resuming: boolean;
  /**
   * True while a sign-out is under way (tokens revoked, local user removed, browser on its way to
   * the provider). Guards must not start a new sign-in then: the local user is already gone, and
   * a racing sign-in would either win (the member stays signed in) or leave its PKCE state behind.
   */
  signingOut: boolean;
};

export const useSessionStore = create<SessionState>()(() => ({ resuming: true, signingOut: false }));
