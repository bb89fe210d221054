/**
 * The order page's "change delivery or pick-up" form (spec §9): one choice names a day and a window or slot
 * with a free place ("2026-12-01 10:00-11:00"), so a member picks both at once among those offered; a pick-up
 * also names its centre. The body is what PUT /admin/orders/:id/delivery takes, from the order's version.
 */

export interface FreeChoice {
  date: string;
  /** The window or slot, "hh:mm-hh:mm". */
  window: string;
  remaining: number;
}

export const choiceValue = (choice: Pick<FreeChoice, 'date' | 'window'>) => `${choice.date} ${choice.window}`;

export function parseChoice(value: string | undefined): { date: string; window: string } {
  const [date = '', window = ''] = (value ?? '').trim().split(/\s+/);
  return { date, window };
}

/** The choices of these days with a place left, the order's own day and window left out (it is where it is). */
export function freeChoices(
  days: readonly { date: string; slots: readonly { id: string; remaining: number }[] }[],
  current: { date: string | null; timeWindow: string | null; sameCentre: boolean },
): FreeChoice[] {
  return days.flatMap(({ date, slots }) =>
    slots
      .filter((slot) => slot.remaining > 0)
      .filter((slot) => !(current.sameCentre && date === current.date && slot.id === current.timeWindow))
      .map((slot) => ({ date, window: slot.id, remaining: slot.remaining })),
  );
}

/** The API's body for the choice posted (the form names the order's delivery method and version). */
export function deliveryChangeBody(values: Record<string, string>) {
  const { date, window } = parseChoice(values.choice);
  const version = values.version ?? '';
  if (values.method === 'pickup') {
    const centreId = Number(values.centreId);
    return {
      version,
      delivery: { method: 'pickup' as const, pickUpCenterId: centreId, date, timeSlot: window },
    };
  }
  return { version, delivery: { method: 'courier' as const, date, timeWindow: window } };
}

/** A refusal's message for the choice: any field of the delivery the API names is the one choice of the form. */
export function choiceError(fields: Record<string, string> | undefined): string | undefined {
  return Object.entries(fields ?? {}).find(([name]) => name === 'choice' || name.startsWith('delivery'))?.[1];
}
