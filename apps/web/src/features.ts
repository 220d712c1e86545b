import { commissionsFeature } from '@clorofil/commissions';
import { contentFeature } from '@clorofil/content';
import { memberCareFeature } from '@clorofil/member-care';
import { profileFeature } from '@clorofil/profile';
import { rewardsFeature } from '@clorofil/rewards';
import { scoresFeature } from '@clorofil/scores';
import type { Feature } from '@clorofil/app-kit';
import { staffFeature } from '@clorofil/staff';
import { wheelFeature } from '@clorofil/wheel';
import { dashboardFeature } from './routes/dashboard-feature';

// Every feature of the club, one line each: the shell builds the router and every menu from this
// list.
export const features: readonly Feature[] = [
  dashboardFeature,
  contentFeature,
  rewardsFeature,
  scoresFeature,
  wheelFeature,
  profileFeature,
  commissionsFeature,
  staffFeature,
  memberCareFeature,
  // pnpm create-feature adds each new feature above this line.
];
