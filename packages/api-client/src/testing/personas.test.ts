import { describe, expect, it } from 'vitest';
import { getProfile } from '../client/endpoints/profile.js';
import { profileSchema } from '../contract/index.js';
import { actAs, memberPersonas, personaProfiles, startMockApi } from './index.js';

startMockApi();

describe('personas', () => {
  it('are the seed’s demo members, valid against the contract', () => {
    for (const persona of memberPersonas)
      expect(profileSchema.parse(personaProfiles[persona])).toEqual(personaProfiles[persona]);
    expect(personaProfiles.student).toMatchObject({ mobile: '09120000001', score: 1250, userTypeStatus: 20 });
    expect(personaProfiles.partner).toMatchObject({ mobile: '09120000002', isCommissionEligible: true });
    expect(personaProfiles.newMember).toMatchObject({ mobile: '09120000003', fullName: '', userType: null });
    expect(personaProfiles.reviewer).toMatchObject({ mobile: '09129999999', isStaff: true });
  });

  it('answer the profile of the persona signed in; a visitor leaves the default fixtures', async () => {
    actAs('partner');
    await expect(getProfile()).resolves.toMatchObject({ fullName: 'مریم حسینی' });
    actAs('visitor');
    await expect(getProfile()).resolves.toMatchObject({ fullName: 'سارا محمدی' });
  });
});
