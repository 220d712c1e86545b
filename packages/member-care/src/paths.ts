import { paths } from '@clorofil/app-kit';

/** This feature's addresses, in the operator console. They are written in app-kit's `paths`. */
export const memberCarePaths = {
  members: paths.operator.members,
  member: paths.operator.member,
  memberPattern: paths.patterns.operatorMember,
  approvals: paths.operator.approvals,
} as const;
