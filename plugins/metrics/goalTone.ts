/** How a figure stands against its goal (spec 000 §9). */
export type GoalTone = 'good' | 'warning' | 'bad';

/** Average time is better lower; CSAT, attendances and NPS are better higher. */
export type GoalDirection = 'lowerIsBetter' | 'higherIsBetter';

/**
 * Spec 000 §9, exactly. Lower is better (average time): good below 75 % of the goal, warning
 * from 75 %, bad at or above the goal. Higher is better: good at or above the goal, warning at
 * 75 % of it or more, bad below 75 %. Compared as value × 4 against goal × 3 so 75 % is exact.
 * No tone without a figure or a positive goal: a goal of zero or less has no 75 % to speak of.
 */
export function goalTone(value: number | undefined, goal: number | undefined, direction: GoalDirection): GoalTone | undefined {
  if (value === undefined || goal === undefined || !Number.isFinite(value) || !Number.isFinite(goal) || goal <= 0) return undefined;
  const reachesGoal = value >= goal;
  const reachesThreeQuarters = value * 4 >= goal * 3;
  if (direction === 'lowerIsBetter') return reachesGoal ? 'bad' : reachesThreeQuarters ? 'warning' : 'good';
  return reachesGoal ? 'good' : reachesThreeQuarters ? 'warning' : 'bad';
}
