import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import type { BodyOf, Profile, StaffRole } from '../../contract/index.js';
import { isApiError } from '../api-error.js';
import { updateBankInformation } from '../endpoints/financial.js';
import { seeSelfExpressionResult, updateProfile } from '../endpoints/profile.js';
import { approveReview, rejectReview } from '../endpoints/review.js';
import { buyReward } from '../endpoints/rewards.js';
import { grantRole, revokeRole, rollbackAudit } from '../endpoints/staff.js';
import { spin } from '../endpoints/wheel.js';
import { queryKeys } from './query-keys.js';

const member = queryKeys.member;

/** A retried buy or spin passes the key of the failed attempt (`error.idempotencyKey`). */
export type BuyRewardVariables = { id: number; idempotencyKey?: string };
export type SpinVariables = { wheelId: number; idempotencyKey?: string };
export type ReviewDecisionVariables = { mobile: string; body?: BodyOf<'approveReview'> };
export type RoleChangeVariables = { mobile: string; role: StaffRole; reason?: string };
export type RollbackVariables = { id: number; reason?: string };

/** The new balance at once, wherever the profile is shown, before the refetch confirms it. */
function showBalance(client: QueryClient, score: number): void {
  client.setQueryData<Profile>(member.profile(), (profile) => (profile ? { ...profile, score } : profile));
}

/** Profile and history always move together: a balance without its line would disagree. */
function refreshPointsAndStatus(client: QueryClient, ...also: ReadonlyArray<readonly unknown[]>): Promise<unknown> {
  return Promise.all(
    [member.profile(), member.scores(), ...also].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

/**
 * Mutation options for every write of the browser client. The ones that move points or status
 * (buy, spin, acknowledge, profile save) invalidate the member's profile and score history, so
 * menus, the dashboard and lists update without a reload; none of them retries by itself (buy
 * and spin already retry lost connections inside the client with the same Idempotency-Key).
 */
export const apiMutations = {
  buyReward: () =>
    mutationOptions({
      mutationKey: ['buy-reward'],
      mutationFn: ({ id, idempotencyKey }: BuyRewardVariables) =>
        buyReward(id, idempotencyKey ? { idempotencyKey } : {}),
      onSuccess: (result, _variables, _onMutate, { client }) => {
        showBalance(client, result.score);
        // The public catalogue too: the purchase may have taken the last one in stock.
        void refreshPointsAndStatus(client, member.rewards(), member.discountCodes(), queryKeys.public.rewards());
      },
      onError: (error, _variables, _onMutate, { client }) => {
        // A refusal (not enough points, sold out, used up) means the screen was out of date: the
        // points may have been spent in another tab, the last one taken by someone else. Read the
        // balance and the rewards again so the page stops offering what the server refuses. A
        // lost connection or a rate limit says nothing about them.
        if (isApiError(error) && error.kind === 'http' && error.status !== 429)
          void refreshPointsAndStatus(client, member.rewards(), queryKeys.public.rewards());
      },
    }),
  spin: () =>
    mutationOptions({
      mutationKey: ['spin'],
      mutationFn: ({ wheelId, idempotencyKey }: SpinVariables) =>
        spin(wheelId, idempotencyKey ? { idempotencyKey } : {}),
      onSuccess: (_result, { wheelId }, _onMutate, { client }) => {
        void refreshPointsAndStatus(client, member.spinnable(wheelId), member.discountCodes());
      },
    }),
  /** «I noticed» on the Accepted/Rejected banner. */
  acknowledgeResult: () =>
    mutationOptions({
      mutationKey: ['acknowledge-result'],
      mutationFn: () => seeSelfExpressionResult(),
      onSuccess: (profile, _variables, _onMutate, { client }) => {
        client.setQueryData(member.profile(), profile);
        void refreshPointsAndStatus(client);
      },
    }),
  saveProfile: () =>
    mutationOptions({
      mutationKey: ['save-profile'],
      mutationFn: (body: BodyOf<'updateProfile'>) => updateProfile(body),
      onSuccess: (profile, _variables, _onMutate, { client }) => {
        client.setQueryData(member.profile(), profile);
        void refreshPointsAndStatus(client);
      },
    }),
  saveBankInformation: () =>
    mutationOptions({
      mutationKey: ['save-bank-information'],
      mutationFn: (body: BodyOf<'updateBankInformation'>) => updateBankInformation(body),
      onSuccess: (saved, _variables, _onMutate, { client }) => {
        client.setQueryData(member.bankInformation(), saved);
      },
    }),
  approveReview: () =>
    mutationOptions({
      mutationKey: ['approve-review'],
      mutationFn: ({ mobile, body }: ReviewDecisionVariables) => approveReview(mobile, body),
      onSuccess: (_result, _variables, _onMutate, { client }) =>
        void client.invalidateQueries({ queryKey: member.pendingReviews() }),
    }),
  rejectReview: () =>
    mutationOptions({
      mutationKey: ['reject-review'],
      mutationFn: ({ mobile, body }: ReviewDecisionVariables) => rejectReview(mobile, body),
      onSuccess: (_result, _variables, _onMutate, { client }) =>
        void client.invalidateQueries({ queryKey: member.pendingReviews() }),
    }),
  // A role change is in the holders' list, the audit trail and (granted to oneself) the console's
  // own menus: everything under `staff` is read again.
  grantRole: () =>
    mutationOptions({
      mutationKey: ['grant-role'],
      mutationFn: ({ mobile, role, reason }: RoleChangeVariables) =>
        grantRole(mobile, role, reason ? { reason } : undefined),
      onSuccess: (_result, _variables, _onMutate, { client }) =>
        void client.invalidateQueries({ queryKey: member.staff() }),
    }),
  revokeRole: () =>
    mutationOptions({
      mutationKey: ['revoke-role'],
      mutationFn: ({ mobile, role, reason }: RoleChangeVariables) =>
        revokeRole(mobile, role, reason ? { reason } : undefined),
      onSuccess: (_result, _variables, _onMutate, { client }) =>
        void client.invalidateQueries({ queryKey: member.staff() }),
    }),
  /** Republishing an older version changes whatever screen shows it: every read is refreshed. */
  rollbackAudit: () =>
    mutationOptions({
      mutationKey: ['rollback-audit'],
      mutationFn: ({ id, reason }: RollbackVariables) => rollbackAudit(id, reason ? { reason } : undefined),
      onSuccess: (_result, _variables, _onMutate, { client }) => void client.invalidateQueries(),
    }),
};

export function useBuyReward() {
  return useMutation(apiMutations.buyReward());
}

export function useSpin() {
  return useMutation(apiMutations.spin());
}

export function useAcknowledgeResult() {
  return useMutation(apiMutations.acknowledgeResult());
}

export function useSaveProfile() {
  return useMutation(apiMutations.saveProfile());
}

export function useSaveBankInformation() {
  return useMutation(apiMutations.saveBankInformation());
}

export function useApproveReview() {
  return useMutation(apiMutations.approveReview());
}

export function useRejectReview() {
  return useMutation(apiMutations.rejectReview());
}

export function useGrantRole() {
  return useMutation(apiMutations.grantRole());
}

export function useRevokeRole() {
  return useMutation(apiMutations.revokeRole());
}

export function useRollbackAudit() {
  return useMutation(apiMutations.rollbackAudit());
}
