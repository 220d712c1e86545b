import { Box, CloseButton, HStack, Text } from '@chakra-ui/react';
import { CircleCheck, CircleX, Gift, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import toast, { type Toast } from 'react-hot-toast';
import { LtrRuns } from '../num/ltr-runs';

export type NotifyKind = 'success' | 'error' | 'info' | 'warning' | 'reward';

const look: Record<NotifyKind, { icon: LucideIcon; palette: string; label: string }> = {
  success: { icon: CircleCheck, palette: 'green', label: 'موفق' },
  error: { icon: CircleX, palette: 'red', label: 'خطا' },
  info: { icon: Info, palette: 'blue', label: 'اطلاع' },
  warning: { icon: TriangleAlert, palette: 'orange', label: 'هشدار' },
  reward: { icon: Gift, palette: 'accent', label: 'جایزه' },
};

export type ToastCardProps = {
  t: Toast;
  kind: NotifyKind;
  message: ReactNode;
  /** Shown as a sample (a console's preview): not a live region, and it does not close. */
  sample?: boolean;
};

/** One toast: the whole card closes on click (SPEC §9), errors interrupt, the rest wait politely. */
export function ToastCard({ t, kind, message, sample = false }: ToastCardProps) {
  const { icon: Icon, palette, label } = look[kind];
  const urgent = kind === 'error';
  const dismiss = () => {
    if (!sample) toast.dismiss(t.id);
  };
  return (
    <Box
      dir="rtl"
      role={sample ? undefined : urgent ? 'alert' : 'status'}
      aria-live={sample ? undefined : urgent ? 'assertive' : 'polite'}
      aria-atomic={sample ? undefined : true}
      data-kind={kind}
      data-state={t.visible ? 'open' : 'closed'}
      // A dismissed toast lingers for its fade-out; it must not be read again meanwhile.
      aria-hidden={t.visible ? undefined : true}
      inert={!t.visible}
      colorPalette={palette}
      bg="bg.panel"
      color="fg"
      borderInlineStartWidth="4px"
      borderColor="colorPalette.solid"
      borderRadius="l3"
      boxShadow="lg"
      paddingBlock="3"
      paddingInline="4"
      minWidth="260px"
      maxWidth="min(92vw, 420px)"
      cursor={sample ? undefined : 'pointer'}
      opacity={t.visible ? 1 : 0}
      transition="opacity 0.2s"
      css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
      onClick={dismiss}
    >
      <HStack gap="3" align="center">
        <Box as="span" color={kind === 'reward' ? 'accent.700' : 'colorPalette.fg'} flexShrink={0}>
          <Icon size={22} aria-hidden="true" />
        </Box>
        <Text as="span" srOnly>
          {label}:
        </Text>
        <Text flex="1" fontSize="sm" fontWeight="medium">
          {/* A notice from the server may name a code (MOALLEM5): kept left to right inside the Persian. */}
          {typeof message === 'string' ? <LtrRuns>{message}</LtrRuns> : message}
        </Text>
        {sample ? (
          // The close mark as members see it; a sample has nothing to close.
          <Box as="span" color="fg.muted" paddingInline="1" aria-hidden="true">
            <X size={14} />
          </Box>
        ) : (
          <CloseButton
            size="2xs"
            variant="ghost"
            aria-label="بستن پیام"
            onClick={(event) => {
              event.stopPropagation();
              dismiss();
            }}
          />
        )}
      </HStack>
    </Box>
  );
}
