/** Angles in degrees, normalised to [0, 360). */
export function normalizeDegrees(angle: number): number {
  const a = angle % 360;
  return a < 0 ? a + 360 : a;
}

interface Cluster {
  /** Index into the unwrapped, sorted positions of the first member. */
  first: number;
  size: number;
  /** Display angle of the first member; the others follow `gap` apart. */
  start: number;
}

/**
 * Moves points on a circle apart so that neighbours are at least `minGap` degrees apart while
 * each stays as close to its true angle as it can: crowded points form a cluster that is spread
 * evenly around the mean of its members, and clusters that then touch merge, until none overlap.
 * The circular order of the points is kept. Returns display angles in the input's order.
 */
export function spreadOnCircle(angles: readonly number[], minGap: number): number[] {
  const n = angles.length;
  if (n === 0) return [];
  if (n === 1) return [normalizeDegrees(angles[0])];
  // With too many points for the gap, share the circle out evenly.
  const gap = Math.min(Math.max(minGap, 0), 360 / n);

  const order = angles.map((_, i) => i).sort((a, b) => normalizeDegrees(angles[a]) - normalizeDegrees(angles[b]));
  const sorted = order.map((i) => normalizeDegrees(angles[i]));
  // Cut the circle open in its widest empty arc, so a cluster never straddles the cut
  // unless the circle is crowded all round.
  let widest = 0;
  let widestGap = -1;
  for (let k = 0; k < n; k++) {
    const next = k + 1 < n ? sorted[k + 1] : sorted[0] + 360;
    if (next - sorted[k] > widestGap) {
      widestGap = next - sorted[k];
      widest = k;
    }
  }
  const startAt = (widest + 1) % n;
  const line: number[] = [];
  const lineOrder: number[] = [];
  for (let k = 0; k < n; k++) {
    const s = (startAt + k) % n;
    line.push(sorted[s] + (s < startAt ? 360 : 0));
    lineOrder.push(order[s]);
  }

  const clusterStart = (first: number, size: number) => {
    let sum = 0;
    for (let k = 0; k < size; k++) sum += line[first + k] - k * gap;
    return sum / size;
  };
  const clusters: Cluster[] = [];
  for (let k = 0; k < n; k++) {
    clusters.push({ first: k, size: 1, start: line[k] });
    // Merge backwards while the newest cluster overlaps the one before it.
    while (clusters.length > 1) {
      const last = clusters[clusters.length - 1];
      const previous = clusters[clusters.length - 2];
      if (previous.start + previous.size * gap <= last.start + 1e-9) break;
      clusters.pop();
      previous.size += last.size;
      previous.start = clusterStart(previous.first, previous.size);
    }
  }
  // The two ends meet across the cut: if they overlap there, space everything evenly as one
  // cluster (only when the circle is nearly full).
  const firstCluster = clusters[0];
  const lastCluster = clusters[clusters.length - 1];
  if (lastCluster.start + lastCluster.size * gap > firstCluster.start + 360 + 1e-9) {
    clusters.splice(0, clusters.length, { first: 0, size: n, start: clusterStart(0, n) });
  }

  const result = new Array<number>(n);
  for (const cluster of clusters) {
    for (let k = 0; k < cluster.size; k++) {
      result[lineOrder[cluster.first + k]] = normalizeDegrees(cluster.start + k * gap);
    }
  }
  return result;
}
