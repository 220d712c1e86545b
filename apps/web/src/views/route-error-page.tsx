import { Button, Stack } from '@chakra-ui/react';
import { MessageView } from '@clorofil/ui-rtl';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

/** The router's error view: never a blank page, always a way forward, in Persian. */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (chunkError && reloadOnceForChunkError()) setReloading(true);
  }, [chunkError]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (reloading) return <MessageView icon="empty" message="در حال به‌روزرسانی برنامه، لطفاً کمی صبر کنید…" />;

  return (
    <Stack align="center" gap="4" py="8">
      <MessageView
        icon="error"
        message={chunkError ? 'نسخهٔ تازه‌ای از باشگاه منتشر شده است.' : 'خطای غیرمنتظره‌ای در برنامه رخ داد.'}
        subMessage={
          chunkError
            ? 'برای ادامه، صفحه را دوباره بارگذاری کنید.'
            : 'لطفاً صفحه را دوباره بارگذاری کنید یا به صفحهٔ اصلی برگردید.'
        }
        showHomeButton
      />
      <Button variant="outline" colorPalette="brand" onClick={() => location.reload()}>
        بارگذاری دوباره
      </Button>
    </Stack>
  );
}
