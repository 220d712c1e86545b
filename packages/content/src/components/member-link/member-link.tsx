import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMemberLinkClick } from './use-member-gate';

export type MemberLinkProps = Omit<ButtonProps, 'asChild' | 'onClick' | 'children'> & {
  /** A members' page, e.g. `paths.account`. */
  to: string;
  children: ReactNode;
};

/** A button-styled link to a members' page that sends a visitor to sign in first. */
export function MemberLink({ to, children, ...buttonProps }: MemberLinkProps) {
  const onClick = useMemberLinkClick(to);
  return (
    <Button asChild {...buttonProps}>
      <Link to={to} onClick={onClick}>
        {children}
      </Link>
    </Button>
  );
}
