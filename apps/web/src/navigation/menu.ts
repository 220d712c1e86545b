import { paths } from '@clorofil/ui-rtl';
import {
  FerrisWheel,
  Gift,
  House,
  Landmark,
  Percent,
  Sprout,
  TicketPercent,
  UserRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export type SubMenuItem = {
  name: string;
  icon: LucideIcon;
  /** Full address from `paths`. */
  path: string;
  /** The same page under another reading of SPEC §2 (e.g. `/commission` for `/financial/commission`). */
  aliases?: readonly string[];
};

export type MenuItem = {
  /** Stable key for React and for the accordion's open value. */
  key: string;
  name: string;
  /** For the narrow bottom navigation, when `name` is too long. */
  shortName?: string;
  icon: LucideIcon;
  path: string;
  /** Shown in the side menu and drawer. */
  visible: boolean;
  /** Also listed in the public header's profile dropdown. */
  homeMenu: boolean;
  /** Shown in the mobile bottom navigation. */
  bottomNav: boolean;
  /** Only for members the API marks as commission partners. */
  commissionOnly?: boolean;
  subMenu?: readonly SubMenuItem[];
};

/**
 * The one menu of the club. The side menu, the drawer, the profile dropdown and the bottom
 * navigation are all read from this list, so a page is named and iconed the same everywhere.
 */
export const menu: readonly MenuItem[] = [
  { key: 'dashboard', name: 'خانه', icon: House, path: paths.dashboard, visible: false, homeMenu: false, bottomNav: false },
  { key: 'account', name: 'اطلاعات کاربری', icon: UserRound, path: paths.account, visible: true, homeMenu: false, bottomNav: false },
  { key: 'rewards', name: 'جایزه‌ها', icon: Gift, path: paths.rewards, visible: true, homeMenu: true, bottomNav: true },
  {
    key: 'discount-codes',
    name: 'کدهای تخفیف من',
    shortName: 'کد تخفیف',
    icon: TicketPercent,
    path: paths.discountCodes,
    visible: true,
    homeMenu: true,
    bottomNav: true,
  },
  { key: 'scores', name: 'کلروفیل‌های من', icon: Sprout, path: paths.scores, visible: true, homeMenu: true, bottomNav: true },
  { key: 'lucky-wheel', name: 'گردونهٔ شانس', icon: FerrisWheel, path: paths.luckyWheel, visible: true, homeMenu: false, bottomNav: false },
  {
    key: 'financial',
    name: 'امور مالی',
    icon: Wallet,
    path: paths.financial,
    visible: true,
    homeMenu: false,
    bottomNav: false,
    commissionOnly: true,
    subMenu: [
      { name: 'کمیسیون‌ها', icon: Percent, path: paths.commissions, aliases: [paths.commissionsShort] },
      {
        name: 'اطلاعات حساب بانکی',
        icon: Landmark,
        path: paths.bankInformation,
        aliases: [paths.bankInformationShort],
      },
    ],
  },
];
