import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';
import { DEFAULT_REWARD_IMAGE } from './default-reward-image';

export type RewardImageProps = {
  /** The picture as the API gives it: an absolute URL, or a bare path on the API (the mock API's). */
  src: string;
  /** The reward's title: the alt text is «تصویر <title>». */
  title: string;
  /**
   * The API's base URL (`apiBaseUrl()` of @clorofil/api-client), which a bare path is read against.
   * Passed in because the design system sits below the API client and cannot ask it.
   */
  apiBaseUrl: string;
} & Pick<ImageProps, 'borderRadius' | 'loading' | 'fetchPriority'>;

function imageSource(src: string, apiBaseUrl: string): string {
  if (!src) return DEFAULT_REWARD_IMAGE;
  return src.startsWith('/') && !src.startsWith('//') ? `${apiBaseUrl}${src}` : src;
}

/**
 * A reward's picture, wherever rewards are shown (the catalogue, a reward's page, the home
 * carousel): Persian alt text, a 4:3 box reserved before it loads (no layout shift), lazy unless
 * told otherwise, and the default picture in place of one that is missing or fails (SPEC §2).
 */
export function RewardImage({
  src,
  title,
  apiBaseUrl,
  borderRadius,
  loading = 'lazy',
  fetchPriority,
}: RewardImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Image
      src={failed ? DEFAULT_REWARD_IMAGE : imageSource(src, apiBaseUrl)}
      alt={`تصویر ${title}`}
      data-fallback={failed ? '' : undefined}
      onError={() => setFailed(true)}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      width="160"
      height="120"
      aspectRatio="4 / 3"
      objectFit="cover"
      inlineSize="100%"
      blockSize="auto"
      bg="neutral.100"
      borderRadius={borderRadius}
    />
  );
}
