import { apiQueries, type ListItem, type ProfileItemListName, type UserTypeValue } from '@clorofil/api-client';
import { notify } from '@clorofil/ui-rtl';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { texts } from './texts';

/** Which option lists each type's form reads (`schoolTypes` comes from `/api/Profile/SchoolTypes`). */
export const listsOfType: Record<UserTypeValue, readonly ProfileItemListName[]> = {
  student: ['school_levels', 'school_grades', 'school_field', 'education_year'],
  teacher: ['school_levels', 'school_lessons'],
};

export type OptionLists = { schoolTypes: ListItem[] } & Partial<Record<ProfileItemListName, ListItem[]>>;

/** One toast per failure kind, however many lists or screens failed together. */
export function useFailureToast(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) notify.error(message, { id: message });
  }, [failed, message]);
}

/** The option lists of one type's form: `lists` once all arrived; a failure toasts SPEC §8's sentence. */
export function useOptionLists(type: UserTypeValue | undefined) {
  const names = type ? listsOfType[type] : [];
  const schoolTypes = useQuery({ ...apiQueries.schoolTypes(), enabled: type !== undefined });
  const items = useQueries({ queries: names.map((name) => apiQueries.profileItems(name)) });
  const all = [schoolTypes, ...items];
  const failed = type !== undefined && all.some((query) => query.isError);
  useFailureToast(failed, texts.listsFailed);
  const arrived = type !== undefined && all.every((query) => query.isSuccess);
  // The form takes the lists in a deferred render (a transition, in slices of a few milliseconds),
  // not in the synchronous update the last answer brings; a new type's lists go at once.
  const ready = useDeferredValue(arrived) && arrived;
  const lists: OptionLists | undefined = ready
    ? Object.assign({ schoolTypes: schoolTypes.data ?? [] }, ...names.map((name, i) => ({ [name]: items[i]?.data })))
    : undefined;
  const retry = () => all.filter((query) => query.isError).forEach((query) => void query.refetch());
  return { lists, failed, retry };
}

/** The user types to offer: id 0 is never a real choice (SPEC §2). */
export function useUserTypes() {
  const query = useQuery(apiQueries.userTypes());
  useFailureToast(query.isError, texts.listsFailed);
  return { ...query, types: (query.data ?? []).filter((type) => type.id !== 0) };
}

export function useProvinces() {
  const query = useQuery(apiQueries.provinces());
  useFailureToast(query.isError, texts.provincesFailed);
  return query;
}
