import { Button, type ButtonProps } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { notify } from '../toast/notify';

/** A file the API sent, whole, and the name it suggested. */
export type DownloadableFile = { blob: Blob; fileName: string };

export type DownloadButtonProps = {
  /** Fetches the file (an export of the API, sent with the staff member's token). */
  download: () => Promise<DownloadableFile>;
  children: ReactNode;
  size?: ButtonProps['size'];
};

const FAILED = 'فایل دریافت نشد؛ دوباره تلاش کنید.';

function messageOf(error: unknown): string {
  const message = error && typeof error === 'object' && 'message' in error ? error.message : undefined;
  return typeof message === 'string' && /[\u0600-\u06FF]/.test(message) ? message : FAILED;
}

// A link to the file cannot carry the bearer token, so the file is fetched and handed to the
// browser's own download through an object address, released once the click has started it.
function save({ blob, fileName }: DownloadableFile) {
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 0);
}

/** «دریافت فایل»: fetches an export and saves it; busy while it comes, a Persian toast when it fails. */
export function DownloadButton({ download, children, size = 'md' }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      save(await download());
      notify.success('فایل آماده شد.', { id: 'download' });
    } catch (error) {
      notify.error(messageOf(error), { id: 'download' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      size={size}
      minHeight="11"
      loading={busy}
      loadingText="در حال آماده‌سازی…"
      onClick={() => void run()}
    >
      <Download size={18} aria-hidden="true" />
      {children}
    </Button>
  );
}
