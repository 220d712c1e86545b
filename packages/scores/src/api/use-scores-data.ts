import { apiQueries } from '@clorofil/api-client';
import { useQuery } from '@tanstack/react-query';

// The three reads of «کلروفیل‌های من». Their keys sit under ['member', 'scores'], so a purchase,
// a spin or a profile save elsewhere refreshes all three.
export function useScoreHistory() {
  return useQuery(apiQueries.scores());
}

export function useScoreSummary() {
  return useQuery(apiQueries.scoreSummary());
}

export function useMissions() {
  return useQuery(apiQueries.missions());
}
