import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { isExternal, type PublicLink } from './page-links';

export type PageLinkProps = Omit<ChakraLinkProps, 'href' | 'children'> & {
  entry: Pick<PublicLink, 'url' | 'title'>;
  onNavigate?: () => void;
};

/** A content-page link: inside the app through the router, outside in a new tab. */
export function PageLink({ entry, onNavigate, ...style }: PageLinkProps) {
  if (isExternal(entry.url)) {
    return (
      <ChakraLink href={entry.url} target="_blank" rel="noopener noreferrer" onClick={onNavigate} {...style}>
        {entry.title}
      </ChakraLink>
    );
  }
  return (
    <ChakraLink asChild {...style}>
      <RouterLink to={entry.url} onClick={onNavigate}>
        {entry.title}
      </RouterLink>
    </ChakraLink>
  );
}
