import { Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DirectionalIcon } from '../icons/directional-icon';

export type PageHeaderProps = {
  title: ReactNode;
  /** Shows the back arrow. */
  showBack?: boolean;
  /** Replaces the default of going to the previous page. */
  onBack?: () => void;
  /** Actions at the end of the header; they move as one group. */
  actions?: ReactNode;
};

/**
 * A screen's title with an optional back arrow that points right in RTL (SPEC §2). The actions
 * share the title's line while both fit; on a phone they wrap under it rather than squeeze the
 * title into a column of single words.
 */
export const PageHeader = memo(function PageHeader({ title, showBack, onBack, actions }: PageHeaderProps) {
  const navigate = useNavigate();
  return (
    <Flex as="header" align="center" gap="2" rowGap="3" flexWrap="wrap" marginBlockEnd="4" minHeight="10">
      {showBack && (
        <IconButton aria-label="بازگشت" variant="ghost" size="sm" onClick={() => (onBack ? onBack() : navigate(-1))}>
          <DirectionalIcon direction="back" />
        </IconButton>
      )}
      <Heading as="h1" size={{ base: 'md', md: 'lg' }} fontWeight="bold" flex="1 1 12rem">
        {title}
      </Heading>
      {actions && (
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      )}
    </Flex>
  );
});
