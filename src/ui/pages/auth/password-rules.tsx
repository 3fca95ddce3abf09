import { passwordRules } from '../../../domain/session';

/** The password rules, each ticked as the shopper types (contract/auth.ts NewPassword). */
export function PasswordRules({ password, id }: { readonly password: string; readonly id: string }) {
  return (
    <ul className="password-rules" id={id} aria-label="Password rules">
      {passwordRules(password).map((rule) => (
        <li key={rule.rule} data-met={rule.met}>
          {rule.rule}
          <span className="visually-hidden">{rule.met ? ' (met)' : ' (not met yet)'}</span>
        </li>
      ))}
    </ul>
  );
}
