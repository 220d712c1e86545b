import { Box, chakra } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';

export type SelectOption = { value: string | number; label: string; disabled?: boolean };

export type SelectControlProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  options: readonly SelectOption[];
  /** First, unselectable option shown while nothing is chosen. */
  placeholder?: string;
  invalid?: boolean;
};

const NativeSelect = chakra('select');

/**
 * SPEC §9's select: a native <select> (screen readers, keyboards and cheap phones all know it),
 * full width, 12px bold, 8px radius, 1px light-grey border, arrow at the end side (the left in
 * RTL). It is 44px high like every input rather than SPEC §9's 51px, so a row that puts a select
 * beside an input lines up.
 */
export function SelectControl({ options, placeholder, invalid, value, ref, ...rest }: SelectControlProps) {
  const empty = value === undefined || value === '' || value === null;
  return (
    <Box position="relative" width="full">
      <NativeSelect
        ref={ref}
        value={value}
        aria-invalid={invalid || undefined}
        data-placeholder-shown={empty && placeholder ? '' : undefined}
        appearance="none"
        width="full"
        height="11"
        fontSize="12px"
        fontWeight="bold"
        fontFamily="inherit"
        borderRadius="select"
        borderWidth="1px"
        borderColor={invalid ? 'border.error' : 'border.control'}
        bg="bg.card"
        color="fg"
        paddingInlineStart="4"
        paddingInlineEnd="10"
        cursor="pointer"
        outline="none"
        _focusVisible={{ borderColor: 'brand.600', boxShadow: '0 0 0 2px var(--chakra-colors-brand-600)' }}
        _disabled={{ bg: 'bg.muted', color: 'fg.muted', cursor: 'not-allowed' }}
        css={{ '&[data-placeholder-shown]': { color: 'fg.secondary' } }}
        {...rest}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <Box
        position="absolute"
        insetInlineEnd="3"
        top="50%"
        transform="translateY(-50%)"
        pointerEvents="none"
        color="fg.secondary"
        display="flex"
      >
        <ChevronDown size={18} aria-hidden="true" />
      </Box>
    </Box>
  );
}
