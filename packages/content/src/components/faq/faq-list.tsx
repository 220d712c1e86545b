import { Box, Button } from '@chakra-ui/react';
import type { FaqItem as FaqEntry } from '@clorofil/api-client';
import { useIsMobile } from '@clorofil/ui-rtl';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { FaqItem } from './faq-item';
import { ANSWER_LIMIT, FAQ_INITIAL_COUNT } from './truncate';

export type FaqListProps = { items: FaqEntry[] };

/** The questions: five at first, then all with «سؤالات بیشتر» (SPEC §2, §9). */
export function FaqList({ items }: FaqListProps) {
  const listId = useId();
  const isMobile = useIsMobile();
  const [showAll, setShowAll] = useState(false);
  const limit = isMobile ? ANSWER_LIMIT.mobile : ANSWER_LIMIT.desktop;
  const visible = showAll ? items : items.slice(0, FAQ_INITIAL_COUNT);
  return (
    <Box>
      <Box as="ul" id={listId} listStyleType="none" aria-label="پرسش‌ها و پاسخ‌ها">
        {visible.map((item) => (
          <FaqItem key={item.id} item={item} limit={limit} />
        ))}
      </Box>
      {items.length > FAQ_INITIAL_COUNT && (
        <Button
          variant="outline"
          colorPalette="brand"
          marginBlockStart="4"
          width={{ base: 'full', md: 'auto' }}
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll ? 'سؤالات کمتر' : 'سؤالات بیشتر'}
          {showAll ? <ChevronUp size={18} aria-hidden="true" /> : <ChevronDown size={18} aria-hidden="true" />}
        </Button>
      )}
    </Box>
  );
}
