import { Badge, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMember } from '@clorofil/auth';
import {
  isApiError,
  reviewColumnLabels as label,
  useApproveReview,
  useRejectReview,
  type PendingReview,
} from '@clorofil/api-client';
import { formatJalaliDateTime, notify, toPersianDigits } from '@clorofil/ui-rtl';
import { Check, Clock, X } from 'lucide-react';
import { useState } from 'react';
import type { OptionLists } from '../../../api/use-option-lists';
import { ApproveDialog } from './approve-dialog';
import { RejectDialog } from './reject-dialog';
import { typeDetails } from './type-details';
import { waitingTime } from './waiting-time';

export type ReviewCardProps = { review: PendingReview; lists: OptionLists | undefined; now: Date };

const failed = (error: unknown) =>
  notify.error(isApiError(error) && error.status < 500 && error.message ? error.message : 'ثبت نتیجهٔ بررسی انجام نشد');

/** One pending request: who, which type, what they submitted, how long it waited, and the two decisions. */
export function ReviewCard({ review, lists, now }: ReviewCardProps) {
  const approve = useApproveReview();
  const reject = useRejectReview();
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const name = `${review.firstName} ${review.lastName}`.trim() || toPersianDigits(review.mobile);
  const deciding = approve.isPending || reject.isPending;
  // The API refuses it anyway; saying so up front beats a refusal after the click.
  const own = useMember().mobile === review.mobile;

  return (
    <Card.Root as="article" aria-label={`درخواست ${name}`} borderRadius="l3" data-testid="review-card">
      <Card.Body gap="4">
        <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap="2">
          <Stack gap="1">
            <Text fontWeight="bold" fontSize="lg">
              {name}
            </Text>
            <Text fontSize="sm" color="fg.secondary">
              {label.mobile} <bdi dir="ltr">{toPersianDigits(review.mobile)}</bdi> · {label.nationalCode}{' '}
              <bdi dir="ltr">{toPersianDigits(review.nationalCode)}</bdi>
            </Text>
          </Stack>
          <Badge colorPalette={review.userType?.value === 'teacher' ? 'purple' : 'blue'} size="lg">
            {review.userType?.text ?? label.noType}
          </Badge>
        </HStack>
        <SimpleGrid as="dl" columns={{ base: 2, lg: 3 }} gap="3">
          {typeDetails(review, lists).map((row) => (
            <Stack key={row.label} gap="0.5">
              <Text as="dt" fontSize="xs" color="fg.secondary">
                {row.label}
              </Text>
              <Text as="dd" fontWeight="medium">
                {row.ltr ? <bdi dir="ltr">{row.value}</bdi> : row.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <HStack fontSize="sm" color="fg.secondary" gap="1.5">
          <Clock size={16} aria-hidden="true" />
          <Text>
            در انتظار بررسی: {waitingTime(review.submittedAt, now)} ({label.submittedAt}{' '}
            {formatJalaliDateTime(review.submittedAt)})
          </Text>
        </HStack>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {own ? (
          <Text fontSize="sm" color="fg.secondary">
            این درخواست خود شماست و بازبین دیگری آن را بررسی می‌کند.
          </Text>
        ) : (
          <>
            <Button
              colorPalette="brand"
              loading={approve.isPending}
              loadingText="در حال تأیید…"
              disabled={deciding}
              onClick={() => setApproving(true)}
            >
              <Check size={18} aria-hidden="true" />
              تأیید
            </Button>
            <Button variant="outline" colorPalette="red" disabled={deciding} onClick={() => setRejecting(true)}>
              <X size={18} aria-hidden="true" />
              رد درخواست
            </Button>
          </>
        )}
      </Card.Footer>
      <ApproveDialog
        open={approving}
        memberName={name}
        typeName={review.userType?.text ?? label.noType}
        deciding={approve.isPending}
        onCancel={() => setApproving(false)}
        onApprove={() =>
          approve.mutate(
            { mobile: review.mobile },
            {
              onSuccess: () => {
                setApproving(false);
                notify.success(`درخواست ${name} تأیید شد`);
              },
              onError: (error) => {
                setApproving(false);
                failed(error);
              },
            },
          )
        }
      />
      <RejectDialog
        open={rejecting}
        memberName={name}
        deciding={reject.isPending}
        onCancel={() => setRejecting(false)}
        onReject={(note) =>
          reject.mutate(
            { mobile: review.mobile, body: { note } },
            {
              onSuccess: () => {
                setRejecting(false);
                notify.success(`درخواست ${name} رد شد`);
              },
              onError: failed,
            },
          )
        }
      />
    </Card.Root>
  );
}
