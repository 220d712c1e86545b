import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { isValidMobile, normalizeMobile } from '@clorofil/rules';
import { SelectControl } from '@clorofil/ui-rtl';
import { useId, useState, type FormEvent } from 'react';
import { kindName } from '../role-names';

export type AuditFilterValues = { actor: string; kind: string };

export type AuditFiltersProps = { values: AuditFilterValues; onApply: (values: AuditFilterValues) => void };

const KINDS = ['role.grant', 'role.revoke', 'reward', 'wheel', 'content', 'mission'];

/** The filters the API applies to the whole trail: who made the change and what kind it is. */
export function AuditFilters({ values, onApply }: AuditFiltersProps) {
  const id = useId();
  const [actor, setActor] = useState(values.actor);
  const [kind, setKind] = useState(values.kind);
  const [error, setError] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const mobile = normalizeMobile(actor);
    if (actor.trim() && !isValidMobile(mobile)) {
      setError('شمارهٔ موبایل درست نیست؛ مانند ۰۹۱۲۳۴۵۶۷۸۹');
      return;
    }
    setError('');
    onApply({ actor: actor.trim() ? mobile : '', kind });
  }
  return (
    <Flex as="form" onSubmit={submit} gap="3" wrap="wrap" align="end" aria-label="فیلتر گزارش تغییرات" width="full">
      <Field.Root flex="1 1 12rem" invalid={Boolean(error)}>
        <Field.Label>موبایل انجام‌دهنده</Field.Label>
        <Input type="tel" dir="ltr" height="11" value={actor} onChange={(event) => setActor(event.target.value)} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <Field.Root flex="1 1 12rem">
        <Field.Label htmlFor={`${id}-kind`}>نوع تغییر</Field.Label>
        <SelectControl
          id={`${id}-kind`}
          value={kind}
          options={[{ value: '', label: 'همهٔ تغییرها' }, ...KINDS.map((value) => ({ value, label: kindName(value) }))]}
          onChange={(event) => setKind(event.target.value)}
        />
      </Field.Root>
      <Button type="submit" colorPalette="brand" height="11">
        اعمال فیلتر
      </Button>
    </Flex>
  );
}
