import { Box, Stack } from '@chakra-ui/react';
import { paths } from '@clorofil/app-kit';
import { House } from 'lucide-react';
import { allowedStaffMenu } from '../../navigation/staff-menu';
import { useStaffMenu } from '../../navigation/staff-menu-context';
import { useStaffMe } from '../../navigation/use-staff-me';
import { MenuLink, sideMenuEntryStyle } from '../menu-link';

export type OperatorNavProps = { onNavigate?: () => void };

const entryStyle = { ...sideMenuEntryStyle, minHeight: '11' } as const;
const backToClub = { path: paths.dashboard, icon: House, label: 'بازگشت به باشگاه' };

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
              <MenuLink entry={item} onNavigate={onNavigate} {...entryStyle} />
            </li>
          ))}
        </Stack>
      </Box>
      <MenuLink
        entry={backToClub}
        onNavigate={onNavigate}
        {...entryStyle}
        color="fg.secondary"
        borderTopWidth="1px"
        borderRadius="0"
        paddingBlockStart="3"
      />
    </Stack>
  );
}
