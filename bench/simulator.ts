// The market simulator alone, in this process: how long it takes to start (every market's candle
// history) and how much of a core it takes to keep every market moving, per market, over two
// minutes of simulated time stepped tick by tick as the gateway's timer does.
import { Simulator } from '../gateway/markets/simulator';
import { report } from './support/report';

const START = Date.UTC(2026, 0, 5, 12);
const SIMULATED_MS = 120_000;
const ROUNDS = 3;

const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

const starts: number[] = [];
const shares: number[] = [];
let markets = 0;
for (let round = 0; round < ROUNDS; round += 1) {
  let from = process.cpuUsage();
  const sim = new Simulator({ seed: 20_240_601 + round, start: START });
  starts.push(cpuMs(from));
  markets = sim.list().length;
  from = process.cpuUsage();
  for (let t = sim.tickMs; t <= SIMULATED_MS; t += sim.tickMs) sim.advanceTo(START + t);
  shares.push(cpuMs(from) / SIMULATED_MS);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const share = median(shares);
const perMarket = share / markets;
console.info(`${markets} markets; start ${median(starts).toFixed(0)} ms of CPU; moving them: ${(share * 100).toFixed(3)} % of a core, ${(perMarket * 100).toFixed(4)} % per market`);
const ok = report('simulator', { markets, startCpuMs: median(starts), cpuShare: share, cpuSharePerMarket: perMarket }, [
  { name: 'simulator start', value: median(starts), limit: 2_000, unit: 'ms' },
  { name: 'simulator CPU per market', value: perMarket * 100, limit: 0.02, unit: '% of a core' },
]);
process.exitCode = ok ? 0 : 1;
