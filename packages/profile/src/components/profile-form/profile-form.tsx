import { Box, Button, Separator, Stack } from '@chakra-ui/react';
import {
  isApiError,
  useSaveProfile,
  UserTypeStatus,
  type Profile,
  type UpdateProfileRequest,
  type UserType,
} from '@clorofil/api-client';
import { FocusFirstError, notify } from '@clorofil/ui-rtl';
import { Form, Formik, validateYupSchema, yupToFormErrors, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { texts } from '../../api/texts';
import { decideSave, formErrorsOf, initialValues, type ProfileFormValues } from '../../form/form-values';
import { profileFormSchema } from '../../form/profile-schema';
import { ConfirmTypeChange } from './confirm-type-change';
import { FormBody } from './form-body';

export type ProfileFormProps = { profile: Profile; types: readonly UserType[] };

// Formik with enableReinitialize compares these with what it started from once mounted; left out,
// it "resets" touched to undefined at once, which re-renders the whole form a second time.
const NOTHING_TOUCHED = {};

type Confirming = {
  body: UpdateProfileRequest;
  helpers: FormikHelpers<ProfileFormValues>;
  newType: UserType | undefined;
};

/** The whole /account form: validation from the one module, the no-change rule and the type-change confirmation. */
export function ProfileForm({ profile, types }: ProfileFormProps) {
  const save = useSaveProfile();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  // Counts successful saves: each one brings the status banner into view and focus.
  const [saves, setSaves] = useState(0);
  const start = useMemo(() => initialValues(profile), [profile]);
  const pending = profile.userTypeStatus === UserTypeStatus.Pending;

  const typeOf = (values: ProfileFormValues) => types.find((type) => type.id === values.userTypeId)?.value;

  async function validate(values: ProfileFormValues) {
    try {
      await validateYupSchema(values, profileFormSchema(typeOf(values)));
      return {};
    } catch (error) {
      return yupToFormErrors(error);
    }
  }

  function send(body: UpdateProfileRequest, helpers: FormikHelpers<ProfileFormValues>) {
    save.mutate(body, {
      onSuccess: () => {
        notify.success(texts.saveSucceeded);
        setSaves((count) => count + 1);
      },
      onError: (error) => {
        if (isApiError(error) && error.fieldErrors) helpers.setErrors(formErrorsOf(error.fieldErrors));
        // A 409 (already under review) explains itself; anything else gets SPEC §8's sentence.
        notify.error(isApiError(error) && error.status === 409 ? error.message : texts.saveFailed);
      },
    });
  }

  function submit(values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) {
    const decision = decideSave(values, profile, types);
    if (decision.kind === 'unchanged') {
      notify.warning(texts.noChange);
      return;
    }
    if (decision.typeChanged) {
      const newType = types.find((type) => type.id === values.userTypeId);
      setConfirming({ body: decision.body, helpers, newType });
      return;
    }
    send(decision.body, helpers);
  }

  return (
    <Formik
      initialValues={start}
      initialTouched={NOTHING_TOUCHED}
      enableReinitialize
      validate={validate}
      onSubmit={submit}
    >
      <Form noValidate aria-label={texts.title}>
        <FocusFirstError />
        <Stack gap="6" padding={{ base: '4', md: '6' }} bg="bg.card" borderWidth="1px" borderRadius="l3">
          <FormBody profile={profile} types={types} disabled={pending || save.isPending} saves={saves} />
          <Separator />
          <Box>
            <Button
              type="submit"
              colorPalette="brand"
              width={{ base: 'full', md: 'auto' }}
              minWidth={{ md: '40' }}
              disabled={pending}
              loading={save.isPending}
              loadingText="در حال ثبت…"
            >
              {texts.save}
            </Button>
          </Box>
        </Stack>
        <ConfirmTypeChange
          open={confirming !== null}
          savedType={profile.userType?.text ?? ''}
          newType={confirming?.newType?.text ?? ''}
          approved={profile.userTypeStatus === UserTypeStatus.Accepted}
          losesFinancialPages={profile.isCommissionEligible && confirming?.newType?.value === 'student'}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            if (confirming) send(confirming.body, confirming.helpers);
            setConfirming(null);
          }}
        />
      </Form>
    </Formik>
  );
}
