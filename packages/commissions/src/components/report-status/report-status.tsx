import { Button } from '@chakra-ui/react';
import { MessageView, ResponsiveTable } from '@clorofil/ui-rtl';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';

export const NO_REPORT = 'گزارشی برای نمایش وجود ندارد';

export type ReportStatusProps = {
  loading: boolean;
  /** The failure sentence; the view offers «تلاش دوباره». */
  error?: string | undefined;
  onRetry: () => void;
  empty: boolean;
  emptyHint?: ReactNode;
  /** The report itself, rendered only once there is something to show. */
  children: ReactNode;
};

/** SPEC §4's list states: loading, then an error with a retry, an empty report, or the data. */
export function ReportStatus({ loading, error, onRetry, empty, emptyHint, children }: ReportStatusProps) {
  if (loading) return <ResponsiveTable columns={[]} rows={[]} getRowKey={() => 0} caption="" loading />;
  if (error) {
    return (
      <MessageView icon="error" message={error} subMessage="لطفاً چند لحظه بعد دوباره تلاش کنید.">
        <Button variant="outline" colorPalette="brand" onClick={onRetry}>
          <RotateCcw size={18} aria-hidden="true" />
          تلاش دوباره
        </Button>
      </MessageView>
    );
  }
  if (empty) return <MessageView icon="empty" message={NO_REPORT} subMessage={emptyHint} />;
  return <>{children}</>;
}
