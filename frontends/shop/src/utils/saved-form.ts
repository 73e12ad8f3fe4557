/** What of a `@mantine/form` form `startFromSaved` sets. */
interface StartingForm<Values> {
  setInitialValues: (values: Values) => void;
  setValues: (values: Values) => void;
}

/**
 * A settings form's save options: once saved, what the server answers is the form's new starting point (its
 * values, and what "changed" is measured against).
 */
export function startFromSaved<Values, Saved>(form: StartingForm<Values>, valuesOf: (saved: Saved) => Values) {
  return {
    onSuccess: (saved: Saved) => {
      form.setInitialValues(valuesOf(saved));
      form.setValues(valuesOf(saved));
    },
  };
}
