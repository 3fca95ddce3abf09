import type { ReactNode } from 'react';
import { AU_STATES } from '../../domain/site';

/** The AU State field (spec §3 Country data): the eight states, each shown with its full name. */
export function AuStateField({
  id,
  value,
  onChange,
  described,
  error,
}: {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly described: object;
  readonly error: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={`${id}-state`}>State</label>
      <select
        id={`${id}-state`}
        name="state"
        autoComplete="address-level1"
        value={value.toUpperCase()}
        onChange={(e) => onChange(e.target.value)}
        {...described}
      >
        <option value="">Select a state</option>
        {AU_STATES.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </select>
      {error}
    </div>
  );
}
