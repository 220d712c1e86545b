import { paths, type Feature } from '@clorofil/app-kit';
import { matchPath } from 'react-router';

/**
 * The addresses rendered to HTML on the server: every page a visitor may open in the public
 * layout (home, the content pages, the FAQ, the wheel's public page), read from the features, so
 * a new public page is server-rendered without a list to keep. Member pages stay in the browser
 * (the server never holds a session), and so does the operator console.
 */
export function serverRenderedPatterns(features: readonly Feature[]): string[] {
  return features.flatMap((feature) =>
    (feature.routes ?? [])
      .filter((route) => route.layout === 'public' && route.guard === 'public' && route.page)
      .flatMap((route) => [route.path, ...(route.aliases ?? [])]),
  );
}

/** The operator console: staff screens, never rendered by the server whatever a feature declares. */
function inConsole(pathname: string): boolean {
  const console = paths.operator.home;
  const lower = pathname.toLowerCase();
  return lower === console || lower.startsWith(`${console}/`);
}

/** Whether `pathname` (as the request spelled it, percent-encoded or not) is one of `patterns`. */
export function isServerRendered(patterns: readonly string[], pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (inConsole(decoded)) return false;
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, decoded) !== null);
}
