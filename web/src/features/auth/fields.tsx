import type { ReactNode } from 'react';

/** A labelled form field of the auth forms: the label wraps its input, so it names it. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="auth-field">
      <span>{label}</span>
      {children}
    </label>
  );
}

/** A required password input (sign-in, sign-up, new password after a reset link). */
export function PasswordField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  invalid?: boolean;
  /** The id of the message that says why, while `invalid`. */
  describedBy?: string;
}) {
  return (
    <Field label={props.label}>
      <input
        type="password"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required
        autoComplete={props.autoComplete}
        aria-invalid={props.invalid || undefined}
        aria-describedby={(props.invalid && props.describedBy) || undefined}
      />
    </Field>
  );
}

/** The e-mail input of the auth forms; `invalid` as PasswordField's. */
export function EmailField(props: {
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <Field label={props.label}>
      <input
        type="email"
        value={props.value}
        onChange={props.onChange}
        required
        autoComplete="email"
        aria-invalid={props.invalid || undefined}
        aria-describedby={(props.invalid && props.describedBy) || undefined}
      />
    </Field>
  );
}
