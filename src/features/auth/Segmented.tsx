// A choice among a few ways (email, mobile, both): a radio group that looks like buttons.
import { useId } from 'react';

export function Segmented<T extends string>({ legend, options, value, onChange, name }: {
  legend: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
  name: string;
}) {
  const id = useId();
  return (
    <fieldset className="field">
      <legend className="field__label">{legend}</legend>
      <div className="segmented">
        {options.map(([option, label]) => (
          <label key={option}>
            <input type="radio" name={`${id}-${name}`} value={option} checked={value === option} onChange={() => onChange(option)} data-testid={`${name}-${option}`} />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
