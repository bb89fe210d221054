/**
 * A limited-edition unit's number as printed on the bike and the order: "037/220", padded to the
 * edition size's digits (spec §9: 100 Xplorer, 220 coffee edition).
 */
export function formatEditionNumber(unitNumber: number, editionSize: number): string {
  if (!Number.isInteger(unitNumber) || unitNumber < 1 || unitNumber > editionSize) {
    throw new RangeError(`Unit ${unitNumber} is outside an edition of ${editionSize}`);
  }
  return `${String(unitNumber).padStart(String(editionSize).length, '0')}/${editionSize}`;
}
