import { Alert, Button } from '@chakra-ui/react';
import { useState } from 'react';

export type EditConflictAlertProps = {
  /** The API's Persian refusal (409): someone else changed it since it was opened. */
  message: string;
  /** Reads it again; the alert goes once the other person's change is on the screen. */
  onReload: () => Promise<unknown>;
  onReloaded: () => void;
};

/**
 * A console save refused because another operator changed the same thing first (409): said in
 * the API's words, with «بارگذاری دوباره» to see their change before writing again. Nothing is
 * overwritten silently and nothing the operator typed is sent.
 */
export function EditConflictAlert({ message, onReload, onReloaded }: EditConflictAlertProps) {
  const [reloading, setReloading] = useState(false);
  return (
    <Alert.Root status="error" borderRadius="l2" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      <Button
        size="sm"
        minHeight="11"
        alignSelf="center"
        loading={reloading}
        onClick={() => {
          setReloading(true);
          void onReload()
            .then(onReloaded)
            .finally(() => setReloading(false));
        }}
      >
        بارگذاری دوباره
      </Button>
    </Alert.Root>
  );
}
