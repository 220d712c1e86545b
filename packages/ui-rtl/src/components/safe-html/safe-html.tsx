import { Box } from '@chakra-ui/react';

export type SafeHtmlProps = {
  /** HTML the API sanitised when it was written (`@clorofil/rules/sanitize`); never user input. */
  html: string | null | undefined;
  /** Shown when there is no HTML. */
  fallback?: string;
  /**
   * A line of text in a line of text (a toast): a `span` with the surrounding text's line height,
   * for HTML of inline elements only (the sanitiser's toast subset: bold, line breaks, links).
   */
  inline?: boolean;
};

/**
 * The only component that puts server HTML into the page (SECURITY.md 20). The API sanitises once,
 * on write and at seed time, and never stores or serves anything else, so the browser ships no
 * sanitiser: sanitize-html with postcss would cost every content page about 53 kB gzip.
 */
/**
 * How the allowlist's elements look: the same in what members read and in the console's editor,
 * so an operator writes what members will see.
 */
export const richTextCss = {
  '& p, & ul, & ol, & blockquote': { marginBlockEnd: '3' },
  '& ul, & ol': { paddingInlineStart: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'persian' },
  '& h2, & h3, & h4': { fontWeight: 'bold', marginBlock: '3' },
  '& h2': { fontSize: 'xl' },
  '& h3': { fontSize: 'lg' },
  '& h4': { fontSize: 'md' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'brand.200', paddingInlineStart: '3' },
} as const;

export function SafeHtml({ html, fallback, inline = false }: SafeHtmlProps) {
  if (!html?.trim()) return fallback ? <Box color="fg.secondary">{fallback}</Box> : null;
  return (
    <Box
      as={inline ? 'span' : 'div'}
      className="safe-html"
      lineHeight={inline ? 'inherit' : '1.9'}
      css={{
        ...richTextCss,
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'l3' },
        // A toast's text is already medium weight: its bold must stand out from it.
        ...(inline ? { '& strong': { fontWeight: 'extrabold' } } : {}),
      }}
      // Sanitised by the API with the allowlist before it was stored; the one sanctioned innerHTML.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
