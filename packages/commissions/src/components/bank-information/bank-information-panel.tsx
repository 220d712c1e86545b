import { Button } from '@chakra-ui/react';
import { apiQueries, isApiError, useSaveBankInformation, type BankInformation } from '@clorofil/api-client';
import { MessageView, notify, SkeletonForm } from '@clorofil/ui-rtl';
import type { BankInformationValues } from '@clorofil/rules';
import { useQuery } from '@tanstack/react-query';
import type { FormikHelpers } from 'formik';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { bankLoadErrorMessage, bankMessages, bankSaveErrorMessage } from '../../lib/bank-messages';
import { BankForm } from './bank-form';
import { SavedBankDetails } from './saved-bank-details';

const complete = (data: BankInformation | undefined): data is Required<BankInformation> =>
  Boolean(data?.iban && data.accountNumber && data.creditCardNumber);

const formValues = (data: BankInformation | undefined): BankInformationValues => ({
  creditCardNumber: data?.creditCardNumber ?? '',
  accountNumber: data?.accountNumber ?? '',
  iban: data?.iban ?? '',
});

/**
 * Loads the partner's bank details: saved ones are shown masked with «ویرایش», an empty answer
 * opens an empty form. The values live only in React state and the query cache, never in web
 * storage; a save replaces the cached answer with the server's.
 */
export function BankInformationPanel() {
  const query = useQuery(apiQueries.bankInformation());
  const save = useSaveBankInformation();
  const [editing, setEditing] = useState(false);

  if (query.isPending) return <SkeletonForm fields={3} label={bankMessages.loading} />;
  if (query.isError) {
    return (
      <MessageView icon="error" message={bankLoadErrorMessage(query.error)} subMessage="لطفاً دوباره تلاش کنید.">
        <Button variant="outline" colorPalette="brand" onClick={() => void query.refetch()}>
          <RotateCcw size={18} aria-hidden="true" />
          تلاش دوباره
        </Button>
      </MessageView>
    );
  }
  const saved = complete(query.data) ? query.data : undefined;
  if (saved && !editing) return <SavedBankDetails details={saved} onEdit={() => setEditing(true)} />;

  async function onSave(values: BankInformationValues, helpers: FormikHelpers<BankInformationValues>) {
    try {
      await save.mutateAsync(values);
      notify.success(bankMessages.saved);
      setEditing(false);
    } catch (error) {
      notify.error(bankSaveErrorMessage(error));
      if (isApiError(error) && error.fieldErrors) helpers.setErrors(error.fieldErrors);
    }
  }

  return (
    <BankForm
      initialValues={formValues(query.data)}
      onSave={onSave}
      {...(saved ? { onCancel: () => setEditing(false) } : {})}
    />
  );
}
