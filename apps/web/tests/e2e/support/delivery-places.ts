import { test } from '@playwright/test';

/**
 * Places per courier window and pick-up slot are real (spec §4: two or three each), and the journeys run in
 * two projects on two workers against one shop. Two runs that book the same slot race: one can find it full
 * between seeing and paying, or lose its place when a refused card gives it back and the other takes it
 * (SLOT_TAKEN on the next payment). So every run that books at a centre or in a courier zone owns a slot
 * there that no other run takes: the journeys booking there are listed, and a run's number among them
 * chooses its slot. (A full slot is the SLOT_TAKEN answer, tested by the API tests.)
 */
export interface OwnRun {
  /** This run's number, 0 to runs - 1: the journey's place in the list, in this project. */
  run: number;
  /** How many runs book there: the journeys listed, in every project. */
  runs: number;
}

export function ownRun(journeys: readonly string[], journey: string): OwnRun {
  const info = test.info();
  const projects = info.config.projects.map((project) => project.name);
  const project = projects.indexOf(info.project.name);
  const index = journeys.indexOf(journey);
  if (index < 0 || project < 0) throw new Error(`${journey} (${info.project.name}) is not listed among ${journeys}`);
  return { run: index * projects.length + project, runs: journeys.length * projects.length };
}

/**
 * This run's slot among the slots offered, in the order shown: the day of its number among the days, and
 * on that day the slot after those of the runs with the same day. No two runs get the same one.
 */
export function ownSlotPosition({ run }: OwnRun, days: number): { day: number; slot: number } {
  return { day: run % days, slot: Math.floor(run / days) };
}
