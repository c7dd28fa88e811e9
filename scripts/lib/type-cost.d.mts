export interface TypeCost {
  /** Type instantiations of the whole check: deterministic for given sources and TypeScript. */
  instantiations: number;
  /** `Check time` as tsc prints it, in seconds. */
  checkSeconds: number;
}
export function prepare(): { dir: string; remove(): void };
export function measure(dir: string, file: string): TypeCost;
export function instantiationCounter(dir: string): (file: string) => number;
export const PAIRS: { label: string; calls: number; client: string; base: string }[];
export function typeCostTable(rounds?: number): Record<string, string | number>[];
