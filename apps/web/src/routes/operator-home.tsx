import { MessageView } from '@clorofil/ui-rtl';
import { Navigate } from 'react-router';
import { allowedStaffMenu } from '../navigation/staff-menu';
import { useStaffMenu } from '../navigation/staff-menu-context';
import { useStaffMe } from '../navigation/use-staff-me';

/** `/operator`: the first screen this staff member may open; a role without screens yet says so. */
export function OperatorHome() {
  const me = useStaffMe();
  const [first] = allowedStaffMenu(useStaffMenu(), me.data?.permissions);
  if (first) return <Navigate to={first.path} replace />;
  return (
    <>
      <title>کنسول مدیریت | باشگاه مشتریان</title>
      <MessageView
        icon="empty"
        message="هنوز صفحه‌ای از کنسول برای نقش شما نیست"
        subMessage="صفحه‌های نقش شما به‌زودی اینجا اضافه می‌شوند."
      />
    </>
  );
}
