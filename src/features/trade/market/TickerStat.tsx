// One figure of the ticker bar: a label over its value.
export function TickerStat({ label, value, testId, className }: { label: string; value: string; testId?: string; className?: string }) {
  return (
    <div className={className ? `ticker-bar__stat ${className}` : 'ticker-bar__stat'} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
