// Volumes of the fee screens as the language writes them, in USDT.
import { ASSET_DECIMALS, parseUnits } from '../../core/markets/decimal';
import { formatDecimalText } from '../../core/markets/displayDecimal';

/** A 30-day volume or a threshold: whole USDT when whole, else to the cent; without the unit where a heading names it. */
export function volumeText(volume: string, bcp47: string, unit = true): string {
  const units = parseUnits(volume, ASSET_DECIMALS) ?? 0n;
  const whole = units % 10n ** BigInt(ASSET_DECIMALS) === 0n;
  const text = formatDecimalText(volume, bcp47, { decimals: whole ? 0 : 2 });
  return unit ? `${text} USDT` : text;
}
