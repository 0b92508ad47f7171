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

interface RequiredFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** The id of the message that says why, while `invalid`. */
  describedBy?: string;
}

/** A required input of the auth forms, marked invalid and described by the message while `invalid`. */
function RequiredField(props: RequiredFieldProps & { type: 'password' | 'email'; autoComplete: string }) {
  return (
    <Field label={props.label}>
      <input
        type={props.type}
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

/** A required password input (sign-in, sign-up, new password after a reset link). */
export const PasswordField = (props: RequiredFieldProps & { autoComplete: 'current-password' | 'new-password' }) => (
  <RequiredField {...props} type="password" />
);

/** The e-mail input of the auth forms. */
export const EmailField = (props: RequiredFieldProps) => <RequiredField {...props} type="email" autoComplete="email" />;
