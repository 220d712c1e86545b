import { Box, Button, Heading, Text } from '@chakra-ui/react';
import type { FaqItem as FaqEntry } from '@clorofil/api-client';
import { SafeHtml } from '@clorofil/ui-rtl';
import { useId, useState } from 'react';
import { isolateNumberRunsInHtml } from '../content-article/isolate-numbers';
import { truncateAnswerHtml } from './truncate';

export type FaqItemProps = { item: FaqEntry; limit: number };

/**
 * One question with its answer (the API's sanitised HTML), cut at `limit` characters of its text
 * with «ادامه» / «بستن» (truncateAnswerHtml says how the cut keeps the markup whole).
 */
export function FaqItem({ item, limit }: FaqItemProps) {
  const answerId = useId();
  const [expanded, setExpanded] = useState(false);
  const short = truncateAnswerHtml(item.answer, limit);
  return (
    <Box as="li" paddingBlock="4" borderBlockEndWidth="1px" _last={{ borderBlockEndWidth: 0 }} data-testid="faq-item">
      <Heading as="h2" size="sm" lineHeight="1.8" marginBlockEnd="2">
        {item.question}
      </Heading>
      {/*
        A section, not a div: the page is server-rendered, and a stray <li> in an answer (the
        sanitiser keeps <li> wherever it stands) would close this question's own <li> when the
        browser parses a div's content, so the page would not hydrate. A section stops that.
      */}
      <Box
        as="section"
        id={answerId}
        color="fg.secondary"
        data-testid="faq-answer"
        css={{ '& .safe-html > :last-child': { marginBlockEnd: 0 } }}
      >
        <SafeHtml html={isolateNumberRunsInHtml(expanded || !short.truncated ? item.answer : short.text)} />
      </Box>
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
