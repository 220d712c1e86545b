import { Box, Button, HStack, IconButton } from '@chakra-ui/react';
import { formatNumber } from '../../format';
import { DirectionalIcon } from '../icons/directional-icon';
import { pageItems } from './page-items';

export type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** SPEC §9 defaults: 2 around the current page, 3 at each end. */
  pageRange?: number;
  marginPages?: number;
  /** Names the navigation landmark, e.g. 'صفحه‌بندی پرداخت‌ها'. */
  label?: string;
};

/** Page buttons with Persian numbers; hidden when everything fits on one page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageRange = 2,
  marginPages = 3,
  label = 'صفحه‌بندی',
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Box as="nav" aria-label={label} marginBlockStart="4">
      <HStack as="ul" listStyleType="none" gap="1" justify="center" flexWrap="wrap" padding="0" margin="0">
        <li>
          <IconButton
            aria-label="صفحه قبل"
            variant="ghost"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <DirectionalIcon direction="previous" />
          </IconButton>
        </li>
        {pageItems(page, pageCount, pageRange, marginPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                size="sm"
                minWidth="9"
                variant={item === page ? 'solid' : 'ghost'}
                colorPalette="brand"
                aria-current={item === page ? 'page' : undefined}
                aria-label={`صفحه ${formatNumber(item)}`}
                onClick={() => item !== page && onPageChange(item)}
              >
                {formatNumber(item)}
              </Button>
            </li>
          ) : (
            <Box as="li" key={item} aria-hidden="true" paddingInline="1" color="fg.secondary">
              …
            </Box>
          ),
        )}
        <li>
          <IconButton
            aria-label="صفحه بعد"
            variant="ghost"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <DirectionalIcon direction="next" />
          </IconButton>
        </li>
      </HStack>
    </Box>
  );
}
