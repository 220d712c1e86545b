import { Box, Text } from '@chakra-ui/react';
import { apiBaseUrl, type PublicReward } from '@clorofil/api-client';
import { paths } from '@clorofil/app-kit';
import { formatNumber, RewardImage } from '@clorofil/ui-rtl';
import { Link } from 'react-router';
import { useMemberLinkClick } from '../member-link/use-member-gate';

/** A member's reward carries more fields; the slide needs only the catalogue's. */
export type RewardSlideProps = { reward: PublicReward };

export const slideCardStyle = {
  display: 'block',
  height: '100%',
  bg: 'bg.card',
  borderRadius: 'l3',
  borderWidth: '1px',
  overflow: 'hidden',
  color: 'fg',
  textDecoration: 'none',
  transition: 'box-shadow 0.2s',
  _hover: { boxShadow: 'md' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
} as const;

/** One reward of the home carousel; opens the rewards page (a visitor signs in first). */
export function RewardSlide({ reward }: RewardSlideProps) {
  const onClick = useMemberLinkClick(paths.rewards);
  return (
    <Box asChild {...slideCardStyle}>
      <Link to={paths.rewards} onClick={onClick} data-testid="reward-slide">
        <RewardImage src={reward.image} title={reward.title} apiBaseUrl={apiBaseUrl()} />
        <Box padding="3">
          <Text fontWeight="bold" fontSize="sm" lineClamp={2}>
            {reward.title}
          </Text>
          <Text fontSize="xs" color="fg.secondary" marginBlockStart="1">
            {formatNumber(reward.score)} کلروفیل
          </Text>
        </Box>
      </Link>
    </Box>
  );
}
