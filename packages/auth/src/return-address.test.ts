import { describe, expect, it } from 'vitest';
import { currentAddress, readSignInState, safeReturnAddress } from './return-address';

describe('return addresses', () => {
  it('carries path, query and fragment', () => {
    expect(currentAddress({ pathname: '/rewards', search: '?filter=used', hash: '#top' })).toBe(
      '/rewards?filter=used#top',
    );
  });

  it('accepts only paths of this site, never the callback pages', () => {
    expect(safeReturnAddress('/financial/commission/12?x=1#a')).toBe('/financial/commission/12?x=1#a');
    expect(safeReturnAddress('/page/%D8%A8%D8%A7%D8%B4%DA%AF%D8%A7%D9%87')).toBe(
      '/page/%D8%A8%D8%A7%D8%B4%DA%AF%D8%A7%D9%87',
    );
    for (const unsafe of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/x\n',
      '',
      42,
      null,
    ]) {
      expect(safeReturnAddress(unsafe)).toBeUndefined();
    }
    expect(safeReturnAddress('/login?code=1')).toBeUndefined();
    expect(safeReturnAddress('/logoutredirect')).toBeUndefined();
  });

  it('reads both addresses of a sign-in state, each only if safe, and a bare string as the return address', () => {
    expect(readSignInState({ returnTo: '/account', cancelTo: '/page/faq' })).toEqual({
      returnTo: '/account',
      cancelTo: '/page/faq',
      keepSession: false,
    });
    expect(readSignInState({ returnTo: 'https://evil.example', cancelTo: '//evil.example' })).toEqual({
      returnTo: undefined,
      cancelTo: undefined,
      keepSession: false,
    });
    expect(readSignInState({ returnTo: '/a', cancelTo: '/a', keepSession: true }).keepSession).toBe(true);
    expect(readSignInState({ returnTo: '/a', keepSession: 'yes' }).keepSession).toBe(false);
    expect(readSignInState('/scores')).toEqual({ returnTo: '/scores', keepSession: false });
    expect(readSignInState(null)).toEqual({ keepSession: false });
  });
});
