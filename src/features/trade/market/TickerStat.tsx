// One figure of the ticker bar: a label over its value.
export function TickerStat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="ticker-bar__stat" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
