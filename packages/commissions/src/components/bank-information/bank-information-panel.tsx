import { Button, Stack, Text } from '@chakra-ui/react';
import {
  apiQueries,
  isApiError,
  isStepUpRequired,
  useSaveBankInformation,
  type BankInformation,
} from '@clorofil/api-client';
import { useAuthActions } from '@clorofil/auth';
import { MessageView, notify, SkeletonForm } from '@clorofil/ui-rtl';
import type { BankInformationValues } from '@clorofil/rules';
import { useQuery } from '@tanstack/react-query';
import type { FormikHelpers } from 'formik';
import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { bankLoadErrorMessage, bankMessages, bankSaveErrorMessage } from '../../lib/bank-messages';
import { BankForm } from './bank-form';
import { SavedBankDetails } from './saved-bank-details';
import { StepUpNotice } from './step-up-notice';

const complete = (data: BankInformation | undefined): data is Required<BankInformation> =>
  Boolean(data?.iban && data.accountNumber && data.creditCardNumber);

/** The API answers masked numbers only, so a change always starts from an empty form. */
const EMPTY_FORM: BankInformationValues = { creditCardNumber: '', accountNumber: '', iban: '' };

/** `?edit=1`: where the step-up sign-in returns, so the member lands in the form again. */
const EDIT_PARAM = 'edit';

/**
 * Loads the partner's bank details: saved ones are shown masked with «ویرایش», an empty answer
 * opens an empty form. When the API asks for a fresh one-time code (step-up), the member is sent
 * to the identity provider and comes back to this form; the numbers typed are not kept anywhere
 * meanwhile (never in web storage), so they are typed again.
 */
export function BankInformationPanel() {
  const query = useQuery(apiQueries.bankInformation());
  const save = useSaveBankInformation();
  const { stepUp } = useAuthActions();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const returned = params.get(EDIT_PARAM) === '1';
  const [editing, setEditing] = useState(returned);
  const [justConfirmed] = useState(returned);
  const [stepUpMessage, setStepUpMessage] = useState<string>();
  const [leaving, setLeaving] = useState(false);

  // The address keeps no trace of the return: a reload shows the saved details again.
  useEffect(() => {
    if (!returned) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(EDIT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [returned, setParams]);

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
      setStepUpMessage(undefined);
      setEditing(false);
    } catch (error) {
      if (isStepUpRequired(error)) {
        setStepUpMessage(error.message);
        return;
      }
      notify.error(bankSaveErrorMessage(error));
      if (isApiError(error) && error.fieldErrors) helpers.setErrors(error.fieldErrors);
    }
  }

  function confirmWithCode() {
    setLeaving(true);
    void stepUp(`${pathname}?${EDIT_PARAM}=1`).catch(() => setLeaving(false));
  }

  return (
    <Stack gap="5">
      {stepUpMessage && <StepUpNotice message={stepUpMessage} onConfirm={confirmWithCode} leaving={leaving} />}
      {justConfirmed && !stepUpMessage && (
        <Text role="status" color="fg.secondary" maxWidth="60ch">
          {bankMessages.stepUpReturned}
        </Text>
      )}
      <BankForm initialValues={EMPTY_FORM} onSave={onSave} {...(saved ? { onCancel: () => setEditing(false) } : {})} />
    </Stack>
  );
}
