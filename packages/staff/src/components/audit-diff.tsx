import { Box, Table, Text } from '@chakra-ui/react';

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function show(value: Json): string {
  if (value === undefined) return '—';
  return JSON.stringify(value, null, 2);
}

export type AuditDiffProps = { before: Json; after: Json };

/**
 * Before and after as a readable diff: one line per field, changed fields marked, so a price or an
 * odds change is seen at once instead of being searched for in two JSON blobs.
 */
export function AuditDiff({ before, after }: AuditDiffProps) {
  const fields =
    isObject(before) || isObject(after)
      ? [...new Set([...Object.keys(isObject(before) ? before : {}), ...Object.keys(isObject(after) ? after : {})])]
      : ['(مقدار)'];
  const read = (value: Json, field: string) =>
    fields[0] === '(مقدار)' ? value : isObject(value) ? value[field] : undefined;
  return (
    <Box>
      <Table.Root size="sm" aria-label="پیش و پس از تغییر">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">فیلد</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">پیش از تغییر</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">پس از تغییر</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fields.map((field) => {
            const was = read(before, field);
            const now = read(after, field);
            const changed = show(was) !== show(now);
            return (
              <Table.Row key={field} data-changed={changed || undefined} bg={changed ? 'yellow.50' : undefined}>
                <Table.Cell fontWeight="bold">
                  {field}
                  {changed && (
                    <Text as="span" color="fg.secondary" fontWeight="normal" fontSize="xs" marginInlineStart="2">
                      (تغییر کرده)
                    </Text>
                  )}
                </Table.Cell>
                {[was, now].map((value, index) => (
                  <Table.Cell key={index} dir="ltr" textAlign="left">
                    <Box as="pre" fontFamily="mono" fontSize="xs" whiteSpace="pre-wrap" margin="0">
                      {show(value)}
                    </Box>
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
