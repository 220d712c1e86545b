import { Box, Flex, Text } from '@chakra-ui/react';
import { paths } from '@clorofil/app-kit';
import { Link } from 'react-router';
import { useMemberLinkClick } from '../member-link/use-member-gate';
import type { CategoryInfo } from './reward-categories';
import { slideCardStyle } from './reward-slide';

export type CategorySlideProps = { category: CategoryInfo };

/** A reward category, shown when there are no rewards to show (visitors, an empty catalogue). */
export function CategorySlide({ category }: CategorySlideProps) {
  const onClick = useMemberLinkClick(paths.rewards);
  const Icon = category.icon;
  return (
    <Box asChild {...slideCardStyle}>
      <Link to={paths.rewards} onClick={onClick} data-testid="category-slide">
        <Flex aspectRatio="4 / 3" align="center" justify="center" bg={category.tint}>
          <Icon size={44} strokeWidth={1.6} color={category.color} aria-hidden="true" />
        </Flex>
        <Text fontWeight="bold" fontSize="sm" padding="3" textAlign="center">
          {category.label}
        </Text>
      </Link>
    </Box>
  );
}
