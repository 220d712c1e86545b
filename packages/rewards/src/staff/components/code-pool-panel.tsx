import { Alert, Box, Button, chakra, Heading, HStack, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { isApiError, type CodePool } from '@clorofil/api-client';
import { CODE_POOL_LOW } from '@clorofil/api-client/contract';
import { formatNumber, notify, toPersianDigits } from '@clorofil/ui-rtl';
import { FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useRewardWrite } from '../api/use-catalogue';

export type CodePoolPanelProps = { rewardId: number; codes: CodePool };

type LineError = { line: number; message: string };

/** `{ 'lines.3': '…' }` → the bad lines in order, as the operator fixes them. */
function lineErrors(errors: Record<string, string> | undefined): LineError[] {
  return Object.entries(errors ?? {})
    .map(([field, message]) => ({ line: Number(field.replace(/^lines\./, '')), message }))
    .filter((entry) => Number.isInteger(entry.line))
    .sort((a, b) => a.line - b.line);
}

/**
 * A discount-code reward's pool: how many codes are left of how many, a warning below
 * CODE_POOL_LOW, and an upload (a file or pasted text) that adds codes only when every line is good.
 */
export function CodePoolPanel({ rewardId, codes }: CodePoolPanelProps) {
  const { codes: upload } = useRewardWrite(rewardId);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<LineError[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const id = useId();
  const low = codes.left < CODE_POOL_LOW;

  function send(content: string) {
    setProblems([]);
    setMessage(null);
    upload.mutate(content, {
      onSuccess: (result) => {
        setText('');
        notify.success(`${formatNumber(result.added)} کد افزوده شد؛ ${formatNumber(result.codes.left)} کد باقی است.`);
      },
      onError: (error) => {
        setMessage(isApiError(error) ? error.message : 'بارگذاری کدها انجام نشد؛ دوباره تلاش کنید.');
        if (isApiError(error)) setProblems(lineErrors(error.fieldErrors));
      },
    });
  }

  return (
    <Stack as="section" gap="3" aria-labelledby={`${id}-title`} data-testid="code-pool">
      <Heading as="h2" size="md" id={`${id}-title`}>
        کدهای تخفیف
      </Heading>
      <HStack gap="6" flexWrap="wrap">
        <Text>
          باقی‌مانده: <strong data-testid="codes-left">{formatNumber(codes.left)}</strong>
        </Text>
        <Text color="fg.muted">
          همهٔ کدها: <bdi>{formatNumber(codes.total)}</bdi>
        </Text>
      </HStack>
      {low && (
        <Alert.Root status="warning" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title>
            {codes.left === 0
              ? 'هیچ کدی باقی نمانده است؛ اعضا تا بارگذاری کد تازه نمی‌توانند این جایزه را بگیرند.'
              : `کمتر از ${formatNumber(CODE_POOL_LOW)} کد باقی مانده است؛ کدهای تازه بارگذاری کنید.`}
          </Alert.Title>
        </Alert.Root>
      )}
      <chakra.label htmlFor={`${id}-text`} fontSize="sm" fontWeight="bold">
        کدها را اینجا بچسبانید (هر سطر یک کد) یا فایل CSV با ستون code بارگذاری کنید
      </chakra.label>
      <Textarea
        id={`${id}-text`}
        dir="ltr"
        rows={5}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={'BOOK-2K4M-7QX9\nBOOK-8HT3-MZ2P'}
        fontFamily="mono"
        aria-describedby={message ? `${id}-message` : undefined}
      />
      <chakra.input
        ref={file}
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        srOnly
        aria-label="فایل کدها"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void chosen.text().then(send);
        }}
      />
      <HStack gap="3" flexWrap="wrap">
        <Button
          colorPalette="brand"
          minHeight="11"
          disabled={!text.trim()}
          loading={upload.isPending}
          loadingText="در حال بارگذاری…"
          onClick={() => send(text)}
        >
          افزودن کدها
        </Button>
        <Button variant="outline" minHeight="11" onClick={() => file.current?.click()} disabled={upload.isPending}>
          <FileUp size={18} aria-hidden="true" />
          بارگذاری فایل
        </Button>
      </HStack>
      {message && (
        <Box
          id={`${id}-message`}
          role="alert"
          borderWidth="1px"
          borderColor="border.error"
          borderRadius="l2"
          padding="3"
        >
          <Text color="fg.error" fontWeight="bold">
            {message}
          </Text>
          {problems.length > 0 && (
            <List.Root as="ul" marginBlockStart="2" paddingInlineStart="5" data-testid="code-errors">
              {problems.slice(0, 50).map((problem) => (
                <List.Item key={problem.line} fontSize="sm">
                  سطر {toPersianDigits(String(problem.line))}: {problem.message}
                </List.Item>
              ))}
            </List.Root>
          )}
        </Box>
      )}
    </Stack>
  );
}
