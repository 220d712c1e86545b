import { Textarea } from '@chakra-ui/react';
import { FieldShell, useFieldAria } from '@clorofil/ui-rtl';
import { useField } from 'formik';

/**
 * The description as HTML (paragraphs, bold, lists and https links are kept); the API cleans it
 * before storing it, and the preview shows exactly what was stored.
 */
export function DescriptionField() {
  const [field, meta] = useField<string>('description');
  const hint = 'متن ساده یا HTML ساده (<p>، <strong>، <ul>)؛ بخش‌های ناامن هنگام ذخیره حذف می‌شوند.';
  const { shell, control } = useFieldAria(meta, hint);
  return (
    <FieldShell label="توضیحات" hint={hint} {...shell}>
      <Textarea
        {...control}
        {...field}
        rows={6}
        borderRadius="l2"
        borderColor={shell.error ? 'border.error' : 'border.control'}
        bg="bg.card"
      />
    </FieldShell>
  );
}
