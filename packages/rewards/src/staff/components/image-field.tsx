import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { apiBaseUrl, isApiError } from '@clorofil/api-client';
import { RewardImage } from '@clorofil/ui-rtl';
import { useFormikContext } from 'formik';
import { ImageUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useUploadRewardImage } from '../api/use-catalogue';
import type { RewardFormValues } from '../form/reward-form-values';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
type ImageType = (typeof TYPES)[number];
/** As the API allows (domain/reward-catalogue.ts): small card pictures, never a raw photo. */
const MAX_BYTES = 300 * 1024;
const tooBig = 'تصویر باید PNG، JPEG یا WebP و حداکثر ۳۰۰ کیلوبایت باشد.';

function base64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * The reward's picture: uploaded to the API, which stores it beside the seed's pictures and
 * serves it from its own origin (the only image source the app's CSP allows).
 */
export function ImageField() {
  const { values, errors, submitCount, setFieldValue } = useFormikContext<RewardFormValues>();
  const upload = useUploadRewardImage();
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const error = problem ?? (submitCount > 0 ? errors.image : undefined);

  async function choose(file: File | undefined) {
    if (!file) return;
    if (!TYPES.includes(file.type as ImageType) || file.size > MAX_BYTES) {
      setProblem(tooBig);
      return;
    }
    setProblem(null);
    upload.mutate(
      { contentType: file.type as ImageType, data: await base64(file) },
      {
        onSuccess: (image) => {
          void setFieldValue('image', image.file);
          void setFieldValue('imageUrl', image.url);
        },
        onError: (failure) => setProblem(isApiError(failure) ? failure.message : tooBig),
      },
    );
  }

  return (
    <Stack gap="2">
      <Text as="span" fontSize="sm" fontWeight="bold" id={`${id}-label`}>
        تصویر جایزه
      </Text>
      <Box maxWidth="60" borderRadius="l2" overflow="hidden" borderWidth="1px">
        <RewardImage src={values.imageUrl} title={values.title || 'جایزه'} apiBaseUrl={apiBaseUrl()} />
      </Box>
      <chakra.input
        ref={input}
        id={id}
        type="file"
        accept={TYPES.join(',')}
        srOnly
        aria-labelledby={`${id}-label`}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <Button
        variant="outline"
        alignSelf="flex-start"
        minHeight="11"
        loading={upload.isPending}
        loadingText="در حال بارگذاری تصویر…"
        onClick={() => input.current?.click()}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
      >
        <ImageUp size={18} aria-hidden="true" />
        {values.image ? 'تعویض تصویر' : 'بارگذاری تصویر'}
      </Button>
      {error ? (
        <Text id={`${id}-error`} fontSize="xs" color="fg.error" role="alert">
          {error}
        </Text>
      ) : (
        <Text id={`${id}-hint`} fontSize="xs" color="fg.secondary">
          PNG، JPEG یا WebP، حداکثر ۳۰۰ کیلوبایت؛ نسبت ۴ به ۳ بهتر دیده می‌شود.
        </Text>
      )}
    </Stack>
  );
}
