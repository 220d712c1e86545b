import { IconButton, type IconButtonProps } from '@chakra-ui/react';

export type RowIconButtonProps = Omit<IconButtonProps, 'aria-label' | 'title'> & { label: string };

/** A row's icon action (move, edit, remove) in the console's lists: named for screen readers and on hover, 44 px. */
export function RowIconButton({ label, ...props }: RowIconButtonProps) {
  return <IconButton aria-label={label} title={label} variant="ghost" minWidth="11" height="11" {...props} />;
}
