import { paths } from '@clorofil/app-kit';
import { ShieldCheck } from 'lucide-react';

/**
 * The one way into the operator console from a member's menus (the profile dropdown, the side
 * menu and the phone drawer), shown only to staff (useIsStaff): member menus never list a staff
 * screen themselves.
 */
export const consoleEntry = {
  key: 'operator-console',
  label: 'کنسول مدیریت',
  icon: ShieldCheck,
  path: paths.operator.home,
};
