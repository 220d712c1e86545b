import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { authErrorMessage, authMessages } from './auth-error-message';

const persian = /^[\u0600-\u06FF\u200C\s«»،؛.؟!\-0-9()]+$/;

describe('authErrorMessage', () => {
  it.each([
    [{ message: 'Sign-in failed', source: 'signinCallback' }, authMessages.signInFailed],
    [{ message: 'Sign-out failed', source: 'signoutCallback' }, authMessages.signOutFailed],
    [{ message: 'Renew silent failed', source: 'renewSilent' }, authMessages.renewFailed],
    [{ message: 'Unknown error while executing signinRedirect(...).', source: 'signinRedirect' }, authMessages.unknown],
    [
      { message: 'Unknown error while executing signoutRedirect(...).', source: 'signoutRedirect' },
      authMessages.signOutFailed,
    ],
    [new Error('No matching state found in storage'), authMessages.staleState],
    [new Error('State does not match'), authMessages.stateMismatch],
    [new Error('A client_id is required'), authMessages.configuration],
    [new Error('A redirect_uri is required'), authMessages.configuration],
    [new ErrorResponse({ error: 'login_required' }), authMessages.loginRequired],
    [new ErrorResponse({ error: 'consent_required' }), authMessages.consentRequired],
    [new ErrorResponse({ error: 'interaction_required' }), authMessages.interactionRequired],
    [new ErrorResponse({ error: 'account_selection_required' }), authMessages.accountSelectionRequired],
    [new ErrorResponse({ error: 'access_denied' }), authMessages.accessDenied],
    [new ErrorTimeout('Network timed out'), authMessages.network],
    [new TypeError('Failed to fetch'), authMessages.network],
  ])('%o → Persian', (error, expected) => {
    expect(authErrorMessage(error)).toBe(expected);
  });

  it('reads the library error inside react-oidc-context’s wrapper', () => {
    const wrapped = {
      name: 'Error',
      message: 'x',
      source: 'signinCallback',
      innerError: new ErrorResponse({ error: 'login_required' }),
    };
    expect(authErrorMessage(wrapped)).toBe(authMessages.loginRequired);
  });

  it('never shows English to a member', () => {
    for (const error of [null, undefined, 42, 'boom', new Error('Something odd'), { source: 'unknown' }]) {
      expect(authErrorMessage(error)).toMatch(persian);
    }
    for (const message of Object.values(authMessages)) expect(message).toMatch(persian);
  });
});
