import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { BUDGET_EXHAUSTED_LOG } from '../../shared/kernel/daily-budgets.js';

/** The metric the budget alarm watches: one per `budget exhausted` log line. */
export const BUDGET_METRIC = { namespace: 'Ridgeline', name: 'DailyBudgetExhausted' } as const;

/**
 * An alarm when a cost-bearing public route spends its daily budget: the function logs
 * `budget exhausted` once per route per UTC day (functions/platform/data/daily-budget.ts), a
 * metric filter on the functions' log group counts those lines, and one is enough to alarm.
 */
export class BudgetAlarm extends Construct {
  /** The alarm. */
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, { logGroup }: { logGroup: ILogGroup }) {
    super(scope, id);
    const filter = new MetricFilter(this, 'Exhausted', {
      logGroup,
      filterPattern: FilterPattern.stringValue('$.message', '=', BUDGET_EXHAUSTED_LOG),
      metricNamespace: BUDGET_METRIC.namespace,
      metricName: BUDGET_METRIC.name,
      metricValue: '1',
    });
    this.alarm = new Alarm(this, 'Alarm', {
      alarmDescription:
        'A public route (quick estimate, coupon check, checkout) spent its daily budget: it answers 429 until midnight UTC',
      metric: filter.metric({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
