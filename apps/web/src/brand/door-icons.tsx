import { Box } from '@chakra-ui/react';
import { LogIn, LogOut } from 'lucide-react';

export type DoorIconProps = { size?: number };

// The arrows of these icons point the way the member goes (into or out of the club); drawn for
// left-to-right, so they are mirrored under dir="rtl" like every pointing icon (PERSIAN-UX).
const mirror = { display: 'inline-flex', _rtl: { transform: 'scaleX(-1)' } } as const;

export function SignInIcon({ size = 18 }: DoorIconProps) {
  return (
    <Box as="span" {...mirror}>
      <LogIn size={size} aria-hidden="true" />
    </Box>
  );
}

export function SignOutIcon({ size = 18 }: DoorIconProps) {
  return (
    <Box as="span" {...mirror}>
      <LogOut size={size} aria-hidden="true" />
    </Box>
  );
}
