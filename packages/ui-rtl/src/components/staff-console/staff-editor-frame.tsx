import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MessageView } from '../message-view/message-view';
import { PageHeader } from '../page-header/page-header';
import { SkeletonForm } from '../skeleton-form/skeleton-form';

/** What the frame reads of a query (TanStack Query's result fits it). */
export type StaffEditorQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type StaffEditorFrameProps<T> = {
  /** The header and the browser tab; the record's own title once it has loaded. */
  title: string;
  /** Back to the list; no back arrow without it. */
  onBack?: () => void;
  /** Buttons at the end of the header. */
  actions?: ReactNode;
  /** A line under the header about what the screen is for. */
  intro?: ReactNode;
  query: StaffEditorQuery<T>;
  /** `false` when the address cannot name a record (e.g. `/rewards/abc`): not found, nothing asked. */
  valid?: boolean;
  /** Said when the API answers 404 (or the address is not valid). */
  notFound?: string;
  /** Said when the record could not be read; «تلاش دوباره» asks again. */
  loadFailed: string;
  /** How many field rows the loading skeleton draws. */
  skeletonFields?: number;
  children: (data: T) => ReactNode;
};

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * The frame of a console editor page: tab title, header with the way back, and while the record
 * is on its way, could not be read or does not exist, the one loading skeleton and the one
 * Persian message (with «تلاش دوباره» when asking again can help). The editor itself is drawn
 * only with the record in hand.
 */
export function StaffEditorFrame<T>({
  title,
  onBack,
  actions,
  intro,
  query,
  valid = true,
  notFound,
  loadFailed,
  skeletonFields,
  children,
}: StaffEditorFrameProps<T>) {
  const missing = !valid || (query.isError && notFound !== undefined && isNotFound(query.error));
  let body: ReactNode;
  if (missing)
    body = (
      <MessageView icon="empty" message={notFound ?? loadFailed}>
        {onBack && (
          <Button minHeight="11" variant="outline" onClick={onBack}>
            بازگشت به فهرست
          </Button>
        )}
      </MessageView>
    );
  else if (query.data !== undefined) body = children(query.data);
  else if (query.isError)
    body = (
      <MessageView icon="error" message={loadFailed}>
        <Button minHeight="11" onClick={() => void query.refetch()}>
          تلاش دوباره
        </Button>
      </MessageView>
    );
  else body = <SkeletonForm fields={skeletonFields} label={title} />;
  return (
    <Stack gap="4">
      <title>{`${title} | کنسول باشگاه`}</title>
      <PageHeader title={title} showBack={onBack !== undefined} onBack={onBack} actions={actions} />
      {intro && <Text color="fg.secondary">{intro}</Text>}
      {body}
    </Stack>
  );
}
