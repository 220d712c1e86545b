import { Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { contentPaths, contentSlugs } from '../paths';
import { ContentPage } from './content-page';

/**
 * /page/contact-us (SPEC §2). The contract carries the address, postal box, phone and email only
 * inside the page's HTML (no structured contact fields), so the body is that sanitised HTML;
 * the page adds a pointer to the FAQ, which answers most questions faster than a call.
 */
export function ContactUsPage() {
  return (
    <ContentPage slug={contentSlugs.contactUs}>
      <Flex
        marginBlockStart="6"
        gap="3"
        align="flex-start"
        bg="brand.50"
        borderRadius="l3"
        padding="4"
        data-testid="faq-hint"
      >
        <LifeBuoy size={22} aria-hidden="true" />
        <Text lineHeight="1.8">
          شاید پاسخ پرسش شما در{' '}
          <ChakraLink asChild color="brand.fg" textDecoration="underline">
            <Link to={contentPaths.faq}>پرسش‌های متداول</Link>
          </ChakraLink>{' '}
          آمده باشد.
        </Text>
      </Flex>
    </ContentPage>
  );
}
