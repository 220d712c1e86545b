import { Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

export type MemberSearchFormProps = {
  /** The text in the address (what was searched last). */
  initial: string;
  /** The API's refusal of that text, shown under the box. */
  error?: string | undefined;
  onSearch: (text: string) => void;
};

/**
 * One box for whatever the caller gives: a mobile in any digits (with or without the zero or
 * +98), a national code or the start of a name. The API reads which it is.
 */
export function MemberSearchForm({ initial, error, onSearch }: MemberSearchFormProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [empty, setEmpty] = useState(false);
  const message = empty ? 'موبایل، کد ملی یا نام عضو را بنویسید.' : error;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    setEmpty(trimmed === '');
    if (trimmed !== '') onSearch(trimmed);
  }

  return (
    <chakra.form onSubmit={submit} role="search" aria-label="جستجوی عضو">
      <Stack gap="1">
        <chakra.label htmlFor={`${id}-q`} fontWeight="bold" fontSize="sm">
          موبایل، کد ملی یا نام عضو
        </chakra.label>
        <HStack gap="2" align="stretch">
          <Input
            id={`${id}-q`}
            name="q"
            type="search"
            height="11"
            flex="1"
            maxLength={64}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={Boolean(message)}
            aria-describedby={`${id}-hint`}
          />
          <Button type="submit" colorPalette="brand" minHeight="11">
            <Search size={18} aria-hidden="true" />
            جستجو
          </Button>
        </HStack>
        <Text
          id={`${id}-hint`}
          fontSize="xs"
          color={message ? 'fg.error' : 'fg.secondary'}
          role={message ? 'alert' : undefined}
        >
          {message ?? 'مثل ۰۹۱۲۱۲۳۴۵۶۷، کد ملی ده‌رقمی یا «محمدی»'}
        </Text>
      </Stack>
    </chakra.form>
  );
}
