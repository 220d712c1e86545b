import { Box, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { paths } from '@clorofil/app-kit';
import { House } from 'lucide-react';
import { NavLink } from 'react-router';
import { allowedStaffMenu } from '../../navigation/staff-menu';
import { useStaffMenu } from '../../navigation/staff-menu-context';
import { useStaffMe } from '../../navigation/use-staff-me';

export type OperatorNavProps = { onNavigate?: () => void };

const entryStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  paddingInline: '3',
  minHeight: '11',
  borderRadius: 'l3',
  fontWeight: 'medium',
  color: 'fg',
  width: '100%',
  _hover: { bg: 'brand.50', textDecoration: 'none' },
  _currentPage: { bg: 'brand.100', color: 'brand.800', fontWeight: 'bold' },
} as const;

/** The console's side navigation: the features' staff screens this staff member's permissions open. */
export function OperatorNav({ onNavigate }: OperatorNavProps) {
  const me = useStaffMe();
  const items = allowedStaffMenu(useStaffMenu(), me.data?.permissions);
  return (
    <Stack gap="4">
      <Box as="nav" aria-label="منوی کنسول">
        <Stack as="ul" gap="1" listStyleType="none" padding="0" margin="0">
          {items.map((item) => (
            <li key={item.key}>
              <ChakraLink asChild {...entryStyle}>
                <NavLink to={item.path} onClick={onNavigate}>
                  <item.icon size={20} aria-hidden="true" />
                  {item.label}
                </NavLink>
              </ChakraLink>
            </li>
          ))}
        </Stack>
      </Box>
      <ChakraLink
        asChild
        {...entryStyle}
        color="fg.secondary"
        borderTopWidth="1px"
        borderRadius="0"
        paddingBlockStart="3"
      >
        <NavLink to={paths.dashboard} onClick={onNavigate}>
          <House size={20} aria-hidden="true" />
          بازگشت به باشگاه
        </NavLink>
      </ChakraLink>
    </Stack>
  );
}
