import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeServerHtml } from '../../sanitize/server-html';

export type SafeHtmlProps = {
  html: string | null | undefined;
  /** Shown when the sanitised HTML is empty. */
  fallback?: string;
};

/** The only component that puts server HTML into the page (SECURITY.md 20). */
export function SafeHtml({ html, fallback }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeServerHtml(html ?? ''), [html]);
  if (!clean.trim()) return fallback ? <Box color="fg.secondary">{fallback}</Box> : null;
  return (
    <Box
      className="safe-html"
      lineHeight="1.9"
      css={{
        '& p, & ul, & ol, & blockquote': { marginBlockEnd: '3' },
        '& ul, & ol': { paddingInlineStart: '6' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& h2, & h3, & h4': { fontWeight: 'bold', marginBlock: '3' },
        '& h2': { fontSize: 'xl' },
        '& h3': { fontSize: 'lg' },
        '& h4': { fontSize: 'md' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'brand.200', paddingInlineStart: '3' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'l3' },
      }}
      // Sanitised above with the allowlist; this is the one sanctioned innerHTML of the product.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
