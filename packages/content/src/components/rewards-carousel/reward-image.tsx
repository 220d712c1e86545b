import { Image } from '@chakra-ui/react';
import { apiBaseUrl } from '@clorofil/api-client';
import { useState } from 'react';
import { DEFAULT_REWARD_IMAGE } from './default-reward-image';

export type RewardImageProps = { src: string; alt: string };

/** The API gives absolute image URLs; a path (as mocks give) is resolved against the API. */
function imageSource(src: string): string {
  if (!src) return DEFAULT_REWARD_IMAGE;
  return src.startsWith('/') && !src.startsWith('//') ? `${apiBaseUrl()}${src}` : src;
}

/** A reward's picture with Persian alt text, replaced by the default picture if it fails. */
export function RewardImage({ src, alt }: RewardImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Image
      src={failed ? DEFAULT_REWARD_IMAGE : imageSource(src)}
      alt={alt}
      data-fallback={failed ? '' : undefined}
      onError={() => setFailed(true)}
      loading="lazy"
      decoding="async"
      width="160"
      height="120"
      aspectRatio="4 / 3"
      objectFit="cover"
      inlineSize="100%"
      blockSize="auto"
      bg="neutral.100"
    />
  );
}
