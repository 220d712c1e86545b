import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { normalizeText } from '@clorofil/rules';
import { useId, useRef, useState, type ReactNode } from 'react';
import { ReasonField, reasonRequiredMessage } from './reason-field';
import { isEditConflict, isRefusal } from './refusal';

export type ReasonPanelProps = {
  title: string;
  /** What the action does to members, above the reason. */
  description?: ReactNode;
  /** Anything the operator should see before confirming (e.g. the price that changes). */
  children?: ReactNode;
  /** The reason box's label; `reason: 'none'` shows no box at all. */
  label?: string;
  reason?: 'required' | 'optional' | 'none';
  /** Said when a required reason is missing; the validation module's message by default. */
  requiredMessage?: string;
  /** Under the box (or alone, with no box): that the action is kept in the audit trail. */
  note: ReactNode;
  confirmLabel: string;
  /** `red` for an action that takes something away from members. */
  tone?: 'brand' | 'red';
  /**
   * Sends the normalised reason (Arabic look-alike letters, invisible characters and the ends'
   * spaces gone, as ReasonDialog sends it; empty when optional and left empty). Settled, the box is emptied;
   * refused, the API's words (its reason field's, else its message) stay under the box.
   */
  onConfirm: (reason: string) => Promise<unknown>;
  /** Another operator changed the record first (409): the page shows its conflict alert. */
  onStale?: (message: string) => void;
  /** Said when the failure is not the API's answer (it carries no Persian words of its own). */
  failedMessage: string;
};

/**
 * A staff action taken from the editor page that says why (publish, end a mission, withdraw a
 * notification): a bordered section with what happens, the reason box and one button. A required
 * reason is asked for here, before the API would refuse it; nothing is sent without it.
 */
export function ReasonPanel({
  title,
  description,
  children,
  label = 'دلیل',
  reason = 'required',
  requiredMessage = reasonRequiredMessage(),
  note,
  confirmLabel,
  tone = 'brand',
  onConfirm,
  onStale,
  failedMessage,
}: ReasonPanelProps) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const shownError = missing && normalizeText(text) === '' ? requiredMessage : error;

  function confirm() {
    const clean = reason === 'none' ? '' : normalizeText(text);
    if (reason === 'required' && clean === '') {
      setMissing(true);
      box.current?.focus();
      return;
    }
    setMissing(false);
    setError(null);
    setPending(true);
    onConfirm(clean)
      .then(() => setText(''))
      .catch((failure: unknown) => {
        if (!isRefusal(failure)) return setError(failedMessage);
        if (isEditConflict(failure) && onStale) return onStale(failure.message);
        setError(failure.fieldErrors?.reason ?? failure.message);
      })
      .finally(() => setPending(false));
  }

  return (
    <Stack
      as="section"
      aria-labelledby={titleId}
      gap="3"
      borderWidth="1px"
      borderColor={tone === 'red' ? 'border.error' : undefined}
      borderRadius="l3"
      padding="4"
    >
      <Heading as="h2" size="md" id={titleId}>
        {title}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
      {children}
      {reason === 'none' ? (
        <Text fontSize="xs" color={shownError ? 'fg.error' : 'fg.secondary'} role={shownError ? 'alert' : undefined}>
          {shownError ?? note}
        </Text>
      ) : (
        <ReasonField
          ref={box}
          label={label}
          value={text}
          onChange={setText}
          optional={reason === 'optional'}
          hint={note}
          error={shownError}
        />
      )}
      <Button
        type="button"
        colorPalette={tone}
        variant={tone === 'red' ? 'outline' : 'solid'}
        alignSelf="flex-start"
        minHeight="11"
        loading={pending}
        // The label stays beside the spinner: the button keeps its name for screen readers.
        loadingText={confirmLabel}
        onClick={confirm}
      >
        {confirmLabel}
      </Button>
    </Stack>
  );
}
