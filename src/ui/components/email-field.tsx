import { useTypedBeforeHydration } from '../use-typed-before-hydration';

/** A labelled email field with its submit button beside it and its error below: the sign-up forms' shared row. */
export function EmailField(props: {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | null | undefined;
  readonly sending: boolean;
  readonly submitLabel: string;
  readonly sendingLabel: string;
  readonly className: string;
}) {
  const { id, value, onChange, error, sending, submitLabel, sendingLabel, className } = props;
  useTypedBeforeHydration(`${id}-email`, value, onChange);
  return (
    <div className={`field ${className}__field`}>
      <label htmlFor={`${id}-email`}>Email address</label>
      <div className={`${className}__row`}>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="button" disabled={sending}>
          {sending ? sendingLabel : submitLabel}
        </button>
      </div>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
