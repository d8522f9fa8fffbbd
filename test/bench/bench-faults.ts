/**
 * `npm run bench:faults` — the fault and load runs of security-and-reliability.md against a local
 * runtime on loopback (started here on free ports unless BENCH_BASE_URL names one), every loop
 * bounded: 200 estimates and 50 proposal accepts while 20 % of the runtime's DynamoDB, SQS and S3
 * calls fail; 20 copies of one queue job at once; 100 parallel versioned updates; and the hot-key
 * simulation behind docs/scaling.md. Prints a report; the last line is one JSON object.
 * Sizes: BENCH_ESTIMATES, BENCH_ACCEPTS, BENCH_COPIES, BENCH_WRITERS, BENCH_FAULT_RATE,
 * BENCH_HOT_ESTIMATES, BENCH_HOT_LEADS.
 */
import { startRuntimeProcess } from '../support/runtime-process.js';

const ESTIMATES = Number(process.env.BENCH_ESTIMATES ?? 200);
const ACCEPTS = Number(process.env.BENCH_ACCEPTS ?? 50);
const COPIES = Number(process.env.BENCH_COPIES ?? 20);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 100);
const FAULT_RATE = Number(process.env.BENCH_FAULT_RATE ?? 0.2);
const HOT_ESTIMATES = Number(process.env.BENCH_HOT_ESTIMATES ?? 20);
const HOT_LEADS = Number(process.env.BENCH_HOT_LEADS ?? 40);

async function main(): Promise<void> {
  const runtime = await startRuntimeProcess({ name: 'faults' });
  try {
    if (!/^http:\/\/(localhost|127\.\d+\.\d+\.\d+)(:\d+)?$/.test(runtime.url))
      throw new Error('bench:faults only targets loopback addresses');
    Object.assign(process.env, runtime.env, { LOG_LEVEL: 'silent' });
    const runs = await import('./fault-runs.js');
    const { hotKeySimulation } = await import('./hot-keys.js');
    const target = { baseUrl: runtime.url, mailViewerUrl: runtime.mailViewerUrl };
    const log = (line: string) => console.log(`  · ${line}`);

    console.log(
      `Fault run: ${ESTIMATES} estimates + ${ACCEPTS} accepts, ${FAULT_RATE * 100} % of AWS calls failing`,
    );
    const load = await runs.faultRunUnderLoad(target, {
      estimates: ESTIMATES,
      accepts: ACCEPTS,
      faultRate: FAULT_RATE,
      concurrency: 10,
      log,
    });
    const m = load.measured;
    const a = load.accepts;
    console.log(
      `  injected    ${load.injected.throttled} ThrottlingException + ${load.injected.timedOut} TimeoutError (after the call applied) of ${load.injected.calls} calls`,
    );
    console.log(
      `  estimates   ${load.estimates.created}/${ESTIMATES} created, answers ${JSON.stringify(load.estimates.answers)}, p50 ${load.estimates.p50Ms} ms p99 ${load.estimates.p99Ms} ms`,
    );
    console.log(
      `  measured    ${m.measured} measured, ${m.failed} failed, ${m.stuck} stuck of ${m.estimates}; measured twice ${m.doubleMeasured}; quota counted ${m.usageCounted} with ${m.marks} marks; totals count ${m.statsCounted} for ${m.estimateItems} items${m.failureReasons?.length ? `; failed because: ${m.failureReasons.join(' | ')}` : ''}`,
    );
    console.log(
      `  accepts     ${a.accepted}/${ACCEPTS} accepted, answers ${JSON.stringify(a.answers)} after ${a.clientRetries} client retries; accepted twice ${a.estimatesAcceptedTwice}; contracts ${a.contracts} records / ${a.contractObjects} PDFs; decision mails ${a.decisionMails}`,
    );
    console.log(
      `  DLQs        ${load.dlq.held} held, ${load.dlq.poisonSent} poison sent, exactly the poison: ${load.dlq.exactlyThePoison ? 'yes' : `NO ${JSON.stringify(load.dlq.unexpected)}`}`,
    );

    const account = await runs.signUpAccount(target, 'storm');
    const storm = await runs.duplicateStorm(target, account, { copies: COPIES, faultRate: FAULT_RATE });
    console.log(
      `Duplicate storm: ${COPIES} copies of one job at once, ${FAULT_RATE * 100} % faults in the consumers`,
    );
    console.log(`  send-email  ${storm.mail.mailsSent} mail after ${storm.mail.rounds} delivery rounds`);
    console.log(
      `  measure     ${storm.measure.measuredEvents} measured event, ${storm.measure.marks} quota mark, usage ${storm.measure.usage} after ${storm.measure.rounds} rounds`,
    );
    console.log(
      `  render-pdf  ${storm.pdf.objects} object, ${storm.pdf.records} record after ${storm.pdf.rounds} rounds`,
    );

    const race = await runs.versionedRace(target, account, WRITERS);
    console.log(`Versioned race: ${WRITERS} writers on one estimate, retry on 409`);
    console.log(
      `  ${race.attempts} PUTs, ${race.conflicts} conflicts; version ${race.versionBefore} → ${race.versionAfter} (${race.versionAfter - race.versionBefore} saves), ${race.distinctSavedVersions} distinct saved versions; p99 ${race.p99Ms} ms`,
    );
    console.log(
      `  lost updates: ${race.versionAfter - race.versionBefore === WRITERS && race.distinctSavedVersions === WRITERS ? 0 : 'SOME'}`,
    );

    const hot = await hotKeySimulation(target, { estimates: HOT_ESTIMATES, leads: HOT_LEADS, log });
    const model = hot.model;
    console.log(
      `Hot keys: ${HOT_ESTIMATES} estimates and ${HOT_LEADS} leads traced on DynamoDB Local, scaled to ${model.accounts.toLocaleString('en-US')} accounts / ${model.estimatesPerMonth.toLocaleString('en-US')} estimates a month`,
    );
    console.log(
      `  peak: ${model.peakEstimatesPerSecond} estimates/s platform-wide, ${model.hottestAccountEstimatesPerSecond}/s on the busiest account, ${model.peakLeadsPerSecond} leads/s`,
    );
    console.log(
      '  partition (hottest key of the class)          per       writes  reads  WCU/write  peak WCU  peak RCU  of 1,000 WCU',
    );
    for (const row of hot.rows.slice(0, 14))
      console.log(
        `  ${row.partitionClass.padEnd(46)} ${row.per.padEnd(9)} ${String(row.writesPerUnit).padStart(6)} ${String(row.readsPerUnit).padStart(6)} ${String(row.wcuPerWrite).padStart(10)} ${String(row.peakWcu).padStart(9)} ${String(row.peakRcu).padStart(9)}  ${(row.wcuShare * 100).toFixed(1)} %`,
      );
    console.log(JSON.stringify({ bench: 'faults', load, storm, race, hotKeys: hot }));
  } finally {
    await runtime.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
