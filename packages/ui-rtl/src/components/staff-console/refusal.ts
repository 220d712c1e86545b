/** The API client's error as these components read it: by shape, so ui-rtl stays free of the client. */
export type Refusal = Error & { status: number; fieldErrors?: Record<string, string> };

export const isRefusal = (error: unknown): error is Refusal =>
  error instanceof Error && typeof (error as Partial<Refusal>).status === 'number';

/** Someone else changed the record since it was opened: the API's version check (409). */
export const isEditConflict = (error: unknown): error is Refusal => isRefusal(error) && error.status === 409;
