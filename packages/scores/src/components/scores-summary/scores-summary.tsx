import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useMember } from '@clorofil/auth';
import { MessageView, SkeletonCard, formatNumber, paths } from '@clorofil/ui-rtl';
import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';

/** The member's name and balance, with loading and failure states — the shape every screen follows. */
export function ScoresSummary() {
  const member = useMember();

  if (member.status === 'error') {
    return (
      <MessageView icon="error" message="خطایی رخ داد…" subMessage="اطلاعات شما دریافت نشد. لطفاً دوباره تلاش کنید.">
        <Button variant="outline" colorPalette="brand" onClick={member.reload}>
          <RotateCcw size={18} aria-hidden="true" />
          تلاش دوباره
        </Button>
      </MessageView>
    );
  }
  if (!member.profile) return <SkeletonCard />;

  return (
    <Stack gap="2" padding="5" bg="bg.card" borderWidth="1px" borderRadius="l3" data-testid="scores-summary">
      <Text fontWeight="bold">{member.displayName}</Text>
      <Text>{member.score ? `شما ${formatNumber(member.score)} کلروفیل دارید` : 'شما هنوز کلروفیلی ندارید'}</Text>
      <ChakraLink asChild color="brand.fg" textDecoration="underline">
        <Link to={paths.scores}>کلروفیل‌های من</Link>
      </ChakraLink>
    </Stack>
  );
}
