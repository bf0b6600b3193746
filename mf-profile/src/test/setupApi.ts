// The error answers of mf-profile's page tests (their stand-in API is @venues/mf-kit/testing's standInApi).

/** The API's error envelope with field errors (docs/design.md §4). */
export function validationError(fields: Record<string, string>) {
  return {
    error: {
      code: 'VALIDATION_ERROR',
      message: 'Some fields are not valid',
      details: { fields: Object.entries(fields).map(([field, message]) => ({ field, message })) },
    },
  };
}

export function apiError(code: string, message: string) {
  return { error: { code, message } };
}
