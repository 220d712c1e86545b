import { describe, expect, it } from 'vitest';
import { profiles } from '../../mocks/handlers';
import { bannerFor } from './banner-rule';

describe('bannerFor (SPEC §2: only for the saved type, or no type with status None)', () => {
  it('tells a member without a type how to choose one, until they pick a type', () => {
    expect(bannerFor(profiles.none, '')).toBe('none');
    expect(bannerFor(profiles.none, 2)).toBeNull();
  });

  it('shows the status of the saved type only while that type is selected', () => {
    expect(bannerFor(profiles.pending, 2)).toBe('pending');
    expect(bannerFor(profiles.accepted, 2)).toBe('accepted');
    expect(bannerFor(profiles.rejected, 1)).toBe('rejected');
    expect(bannerFor(profiles.accepted, 1)).toBeNull();
    expect(bannerFor(profiles.rejected, 2)).toBeNull();
  });

  it('hides a decision the member acknowledged with «متوجه شدم», but never Pending', () => {
    expect(bannerFor({ ...profiles.accepted, resultSeen: true }, 2)).toBeNull();
    expect(bannerFor({ ...profiles.rejected, resultSeen: true }, 1)).toBeNull();
    expect(bannerFor({ ...profiles.pending, resultSeen: true }, 2)).toBe('pending');
  });

  it('shows nothing with no type chosen once a status exists', () => {
    expect(bannerFor(profiles.accepted, '')).toBeNull();
  });
});
