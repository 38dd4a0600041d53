// A number field for prices and amounts in the user's language: the language's decimal separator
// (a comma in German, French, Russian…) or the point, Arabic-Indic digits, and never more decimals
// than the market takes; a keystroke that would break that is refused rather than corrected.
import type { InputHTMLAttributes } from 'react';
import { acceptTyping } from '../core/markets/localNumber';
import { useI18n } from '../i18n/intl';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  readonly value: string;
  readonly decimals: number;
  readonly onValue: (text: string) => void;
};

export function DecimalInput({ value, decimals, onValue, ...rest }: Props) {
  const { bcp47 } = useI18n();
  return (
    <input
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      dir="ltr"
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        if (acceptTyping(next, bcp47, decimals)) onValue(next);
      }}
    />
  );
}
