import { Box, Button, Heading, Text } from '@chakra-ui/react';
import type { FaqItem as FaqEntry } from '@clorofil/api-client';
import { useId, useState } from 'react';
import { isolateNumberRuns } from '../content-article/isolate-numbers';
import { truncateAnswer } from './truncate';

export type FaqItemProps = { item: FaqEntry; limit: number };

/** One question with its answer, cut at `limit` characters with «ادامه» / «بستن». */
export function FaqItem({ item, limit }: FaqItemProps) {
  const answerId = useId();
  const [expanded, setExpanded] = useState(false);
  const short = truncateAnswer(item.answer, limit);
  return (
    <Box as="li" paddingBlock="4" borderBlockEndWidth="1px" _last={{ borderBlockEndWidth: 0 }} data-testid="faq-item">
      <Heading as="h2" size="sm" lineHeight="1.8" marginBlockEnd="2">
        {item.question}
      </Heading>
      <Text id={answerId} color="fg.secondary" lineHeight="1.9" whiteSpace="pre-line" data-testid="faq-answer">
        {isolateNumberRuns(expanded || !short.truncated ? item.answer : short.text)}
      </Text>
      {short.truncated && (
        <Button
          variant="plain"
          colorPalette="brand"
          size="sm"
          paddingInline="0"
          aria-expanded={expanded}
          aria-controls={answerId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'بستن' : 'ادامه'}
          <Text as="span" srOnly>
            {` پاسخ «${item.question}»`}
          </Text>
        </Button>
      )}
    </Box>
  );
}
