import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { notify } from '../toast/notify';
import { copyToClipboard } from './copy-to-clipboard';

export type CopyTextProps = {
  /** The exact text copied, e.g. a discount code. */
  value: string;
  /** What the button shows instead of the value, if anything. */
  children?: ReactNode;
  /** Accessible name; defaults to 'کپی <value>'. */
  label?: string;
  size?: ButtonProps['size'];
};

/** Tap to copy (SPEC §2 discount codes); the code stays left-to-right inside Persian text. */
export function CopyText({ value, children, label, size = 'sm' }: CopyTextProps) {
  async function copy() {
    if (await copyToClipboard(value)) notify.success('کپی شد', { id: 'copy-text' });
    else notify.error('کپی نشد، دوباره تلاش کنید', { id: 'copy-text' });
  }
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      size={size}
      aria-label={label ?? `کپی ${value}`}
      onClick={() => void copy()}
      fontWeight="bold"
    >
      {children ?? (
        <Box as="bdi" dir="ltr" fontFamily="mono" letterSpacing="wide">
          {value}
        </Box>
      )}
      <Copy size={16} aria-hidden="true" />
    </Button>
  );
}
