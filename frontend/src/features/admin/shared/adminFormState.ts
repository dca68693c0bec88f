import { useState } from 'react';

/** A form's messages by field: only the fields in error have one. */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/**
 * The state of a back-office record form (promo codes, shipping methods): the values as typed, each field's message,
 * and the server's sentence for a refused save. Changing a field clears its message and the server's.
 */
export function useAdminForm<V extends object>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [serverError, setServerError] = useState<string | undefined>();

  function change<K extends keyof V>(key: K, value: V[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setServerError(undefined);
  }

  /** Shows the messages `validate` finds; true when there are none, so the form may be sent. */
  function check(validate: (values: V) => FieldErrors<V>): boolean {
    const found = validate(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  return { values, setValues, errors, serverError, setServerError, change, check };
}
