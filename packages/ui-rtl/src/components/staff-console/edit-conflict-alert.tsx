import { Alert, Button } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { isEditConflict } from './refusal';

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
        loadingText="بارگذاری دوباره"
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

export type EditConflict = {
  /** Shows the alert when the failure is the API's 409 and says so; any other failure is the caller's. */
  caught: (error: unknown) => boolean;
  /** Shows the alert with a 409 message a child already read (e.g. a `ReasonPanel`'s `onStale`). */
  show: (message: string) => void;
  /** Hides the alert (a new attempt is on its way). */
  clear: () => void;
  /** The alert while there is a conflict, else nothing. */
  alert: ReactNode;
};

/** An editor page's conflict state: one alert for every write on the page, gone once reloaded. */
export function useEditConflict(onReload: () => Promise<unknown>): EditConflict {
  const [message, setMessage] = useState<string | null>(null);
  return {
    caught: (error) => {
      if (!isEditConflict(error)) return false;
      setMessage(error.message);
      return true;
    },
    show: setMessage,
    clear: () => setMessage(null),
    alert: message && <EditConflictAlert message={message} onReload={onReload} onReloaded={() => setMessage(null)} />,
  };
}
