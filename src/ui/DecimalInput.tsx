// A number field for prices and amounts in the user's language: the language's decimal separator
// (a comma in German, French, Russian…) or the point, Arabic-Indic digits, and never more decimals
// than the market takes. A keystroke or a paste that would break that is refused rather than
// corrected, the value stays as it was, and a note under the field says why (announced to screen
// readers) until the user comes back to the field: it stays when focus leaves, so the button the
// user is reaching for does not move under the pointer.
import { type InputHTMLAttributes, useId, useState } from 'react';
import { type TypingRefusal, decimalSeparatorOf, typingRefusal } from '../core/markets/localNumber';
import { type I18n, useI18n } from '../i18n/intl';
import './DecimalInput.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  readonly value: string;
  readonly decimals: number;
  readonly onValue: (text: string) => void;
};

function refusalText(refusal: TypingRefusal, { t, bcp47 }: Pick<I18n, 't' | 'bcp47'>): string {
  const separator = decimalSeparatorOf(bcp47);
  switch (refusal.reason) {
    case 'sign': return t('input.refused.sign');
    case 'exponent': return t('input.refused.exponent');
    // Quoted: a bare '.' or ',' closing the sentence reads as its punctuation.
    case 'grouping': return t('input.refused.grouping', { separator: `"${separator}"` });
    case 'decimals': return t('input.refused.decimals', { max: refusal.max });
    case 'tooLong': return t('input.refused.tooLong');
    case 'character': return t('input.refused.character', { separator });
  }
}

export function DecimalInput({ value, decimals, onValue, onFocus, 'aria-describedby': describedBy, ...rest }: Props) {
  const i18n = useI18n();
  const [refusal, setRefusal] = useState<TypingRefusal | null>(null);
  const noteId = useId();
  const described = [describedBy, refusal ? noteId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <span className="decimal-input">
      <input
        {...rest}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        value={value}
        aria-describedby={described}
        onChange={(event) => {
          const next = event.target.value;
          const refused = typingRefusal(next, i18n.bcp47, decimals);
          // A refusal stays on screen through the keystrokes after it: "-0.01" typed key by key
          // ends as 0.01, and the note is what tells the user the sign was dropped.
          if (refused) setRefusal(refused);
          else onValue(next);
        }}
        onFocus={(event) => {
          setRefusal(null);
          onFocus?.(event);
        }}
      />
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <span id={noteId} className="decimal-input__refusal" aria-live="polite" data-testid="input-refusal">
        {refusal ? refusalText(refusal, i18n) : ''}
      </span>
    </span>
  );
}
