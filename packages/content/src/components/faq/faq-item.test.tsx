import { Box } from '@chakra-ui/react';
import { AppProviders } from '@clorofil/ui-rtl';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FaqItem } from './faq-item';

describe('a FAQ item as the server renders it', () => {
  it('keeps its answer inside its own list item when the browser parses the page, a stray <li> and all', () => {
    // The sanitiser keeps an <li> wherever it stands; parsed in a div, it would close the question's <li>.
    const answer = `<p>پاسخ</p><li>بند سرگردان</li><p>${'کلروفیل '.repeat(40)}</p>`;
    const html = renderToString(
      <AppProviders>
        <Box as="ul">
          <FaqItem item={{ id: 1, question: 'پرسش', answer }} limit={200} />
          <FaqItem item={{ id: 2, question: 'پرسش دوم', answer: '<p>کوتاه</p>' }} limit={200} />
        </Box>
      </AppProviders>,
    );
    const page = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
    const items = page.querySelectorAll('[data-testid="faq-item"]');
    expect(items).toHaveLength(2);
    // The «ادامه» after the cut answer is still in the first question's item.
    expect(items[0]!.querySelector('button')?.textContent).toContain('ادامه');
    expect(items[0]!.querySelector('[data-testid="faq-answer"]')?.textContent).toContain('بند سرگردان');
  });
});
