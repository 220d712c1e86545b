import { Fragment } from 'react';

// A Latin word with a digit in it: a discount code (HOSSEINI10), a reference (TR-2041).
const LATIN_CODE = /([A-Za-z0-9][A-Za-z0-9_./-]*[0-9][A-Za-z0-9_./-]*|[0-9][A-Za-z0-9_./-]*)/g;

/**
 * Free text from the server (a settlement note) with each code in it kept left-to-right
 * (PERSIAN-UX "Direction"): «تسویه کمیسیون کد KETAB20» must not read 20KETAB. The codes keep
 * their digits as issued, like `Code verbatim`.
 */
export function LtrRuns({ children }: { children: string }) {
  const parts = children.split(LATIN_CODE);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <bdi key={index} dir="ltr">
            {part}
          </bdi>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
