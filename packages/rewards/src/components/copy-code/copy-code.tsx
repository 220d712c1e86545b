import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { copyToClipboard, notify } from '@clorofil/ui-rtl';
import { Copy } from 'lucide-react';
import { useState } from 'react';

export type CopyCodeProps = {
  code: string;
  /** An expired code is shown but not offered for copying. */
  disabled?: boolean;
};

const COPIED = 'کپی شد';
const NOT_COPIED = 'کپی نشد، دوباره تلاش کنید';

/**
 * A discount code as one big tap target that copies it (SPEC §2). The code stays Latin and
 * left-to-right — it is typed into the shop exactly so. When the browser refuses the clipboard,
 * the code also appears selected in a field, so the member can copy it by hand.
 */
export function CopyCode({ code, disabled }: CopyCodeProps) {
  const [manual, setManual] = useState(false);

  async function copy() {
    if (await copyToClipboard(code)) {
      setManual(false);
      notify.success(COPIED, { id: 'copy-code' });
    } else {
      setManual(true);
      notify.error(NOT_COPIED, { id: 'copy-code' });
    }
  }

  return (
    <Stack gap="2">
      <Button
        variant="outline"
        colorPalette="brand"
        borderStyle="dashed"
        borderWidth="2px"
        size="lg"
        width="100%"
        justifyContent="space-between"
        disabled={disabled}
        aria-label={`کپی کد ${code}`}
        onClick={() => void copy()}
      >
        <Box as="bdi" dir="ltr" fontFamily="mono" fontWeight="bold" letterSpacing="wider" fontSize="md">
          {code}
        </Box>
        {!disabled && (
          <Box as="span" display="inline-flex" alignItems="center" gap="1" fontSize="sm">
            <Copy size={16} aria-hidden="true" />
            کپی
          </Box>
        )}
      </Button>
      {manual && (
        <Stack gap="1" data-testid="copy-by-hand">
          <Input
            readOnly
            value={code}
            dir="ltr"
            fontFamily="mono"
            aria-label={`کد ${code} برای کپی دستی`}
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
          />
          <Text fontSize="xs" color="fg.muted">
            مرورگر اجازهٔ کپی نداد؛ کد را در کادر بالا انتخاب کنید و خودتان کپی کنید.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
