/**
 * The axis maximum and ticks for counts: a "nice" round number at or above the largest value
 * (1, 2, 5 × 10^n), so gridlines land on whole, readable values. Never below 1, so an all-zero
 * series still draws a flat line on an axis rather than dividing by zero.
 */
export function niceScale(maxValue: number, targetTicks = 4): { max: number; ticks: number[] } {
  const safeMax = Number.isFinite(maxValue) && maxValue > 0 ? maxValue : 0;
  if (safeMax <= targetTicks) {
    const max = Math.max(1, Math.ceil(safeMax));
    return { max, ticks: Array.from({ length: max + 1 }, (_, i) => i) };
  }
  const rough = safeMax / targetTicks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!;
  const max = Math.ceil(safeMax / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= max + step / 2; value += step) ticks.push(Math.round(value));
  return { max, ticks };
}

/** Points of a line through `values`, spread evenly over `width`, 0 at the bottom of `height`. */
export function linePoints(
  values: number[],
  width: number,
  height: number,
  max: number,
): [number, number][] {
  if (values.length === 0) return [];
  const stepX = values.length > 1 ? width / (values.length - 1) : 0;
  return values.map((value, i) => [
    values.length > 1 ? i * stepX : width / 2,
    height - (Math.max(0, value) / max) * height,
  ]);
}

/** Shows every label when few, otherwise about `maxLabels` of them, always the last. */
export function labelIndexes(count: number, maxLabels = 7): Set<number> {
  if (count <= maxLabels) return new Set(Array.from({ length: count }, (_, i) => i));
  const every = Math.ceil(count / maxLabels);
  const shown = new Set<number>();
  for (let i = count - 1; i >= 0; i -= every) shown.add(i);
  return shown;
}
