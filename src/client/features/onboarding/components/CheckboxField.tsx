import { useField } from 'formik';

/** A labelled Formik checkbox. */
export function CheckboxField({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const [field] = useField({ name, type: 'checkbox' });
  return (
    <label className="onboarding__check">
      <input {...field} type="checkbox" disabled={disabled} />
      {label}
    </label>
  );
}
