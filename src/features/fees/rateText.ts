// A fee rate as the language writes a percentage ("0,08 %", "٠٫٠٨٪"), with as many decimals as the rate has (two at least).
import { ratePercent } from '../../core/markets/feeTiers';
import { formatPercentText } from '../trade/market/format';

export function rateText(rate: string, bcp47: string): string {
  const percent = ratePercent(rate);
  const decimals = Math.max(2, percent.split('.')[1]?.length ?? 0);
  return formatPercentText(percent, bcp47, decimals);
}
