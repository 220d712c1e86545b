import { Image, type ImageProps } from '@chakra-ui/react';
import { apiBaseUrl } from '@clorofil/api-client';
import { useState } from 'react';
import { DEFAULT_REWARD_IMAGE } from './default-reward-image';

export type RewardImageProps = { src: string; title: string } & Pick<
  ImageProps,
  'borderRadius' | 'loading' | 'fetchPriority'
>;

/** The API sends absolute URLs; a bare path (as the mock API sends) is read against the API. */
function imageSource(src: string): string {
  if (!src) return DEFAULT_REWARD_IMAGE;
  return src.startsWith('/') && !src.startsWith('//') ? `${apiBaseUrl()}${src}` : src;
}

/** A reward's picture with Persian alt text; the default picture replaces one that fails (SPEC §2). */
export function RewardImage({ src, title, borderRadius, loading = 'lazy', fetchPriority }: RewardImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Image
      src={failed ? DEFAULT_REWARD_IMAGE : imageSource(src)}
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
