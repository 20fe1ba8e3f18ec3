/**
 * Agglomerative clustering of voice embeddings by cosine similarity, centroid linkage: each
 * group is the sum of its unit-length embeddings, and two groups are as similar as their sums'
 * directions. Merging stops when the most similar pair falls under a fixed similarity. That
 * line is a property of the embedding (how alike one voice's windows are), not of the
 * recording's length, so 30 minutes of one voice stop where 3 minutes do: the BIC it replaces
 * compared likelihoods that grow with the number of frames, and split long recordings of one
 * voice into many.
 */

export const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
};

export const cosine = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  dot(a, b) / Math.sqrt(Math.max(dot(a, a) * dot(b, b), 1e-30));

/**
 * Group index per embedding (0, 1, ... in no particular order). `weights` (speech seconds per
 * embedding) let long windows count for more in a group's centroid.
 */
export function clusterByCosine(
  embeddings: readonly Float32Array[],
  threshold: number,
  weights: readonly number[] = embeddings.map(() => 1),
): number[] {
  const n = embeddings.length;
  if (n === 0) return [];
  const dim = embeddings[0]?.length ?? 0;
  const sums = embeddings.map((e, i) => Float64Array.from(e, (v) => v * (weights[i] ?? 1)));
  const active = new Array<boolean>(n).fill(true);
  const parent = Array.from({ length: n }, (_, i) => i);
  const similarity = new Float64Array(n * n).fill(-Infinity);
  const best = new Int32Array(n).fill(-1);
  const rescan = (i: number) => {
    let partner = -1;
    for (let j = 0; j < n; j += 1) {
      if (j === i || !active[j]) continue;
      if (
        partner < 0 ||
        (similarity[i * n + j] ?? -Infinity) > (similarity[i * n + partner] ?? -Infinity)
      ) {
        partner = j;
      }
    }
    best[i] = partner;
  };
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const value = cosine(sums[i] as Float64Array, sums[j] as Float64Array);
      similarity[i * n + j] = value;
      similarity[j * n + i] = value;
    }
  }
  for (let i = 0; i < n; i += 1) rescan(i);

  for (let remaining = n; remaining > 1; remaining -= 1) {
    let a = -1;
    for (let i = 0; i < n; i += 1) {
      const partner = best[i] ?? -1;
      if (!active[i] || partner < 0) continue;
      if (
        a < 0 ||
        (similarity[i * n + partner] ?? -Infinity) >
          (similarity[a * n + (best[a] ?? 0)] ?? -Infinity)
      ) {
        a = i;
      }
    }
    const b = a < 0 ? -1 : (best[a] ?? -1);
    if (b < 0 || (similarity[a * n + b] ?? -Infinity) < threshold) break;
    const sumA = sums[a] as Float64Array;
    const sumB = sums[b] as Float64Array;
    for (let d = 0; d < dim; d += 1) sumA[d] = (sumA[d] ?? 0) + (sumB[d] ?? 0);
    active[b] = false;
    parent[b] = a;
    for (let k = 0; k < n; k += 1) {
      if (!active[k] || k === a) continue;
      const value = cosine(sumA, sums[k] as Float64Array);
      similarity[a * n + k] = value;
      similarity[k * n + a] = value;
    }
    rescan(a);
    for (let k = 0; k < n; k += 1) {
      if (!active[k] || k === a) continue;
      const partner = best[k] ?? -1;
      if (partner === a || partner === b) rescan(k);
      else if ((similarity[k * n + a] ?? -Infinity) > (similarity[k * n + partner] ?? -Infinity))
        best[k] = a;
    }
  }
  const root = (i: number): number => (parent[i] === i ? i : root(parent[i] as number));
  const ids = new Map<number, number>();
  return embeddings.map((_, i) => {
    const r = root(i);
    if (!ids.has(r)) ids.set(r, ids.size);
    return ids.get(r) as number;
  });
}

/** Unit-length mean direction of each group's embeddings. */
export function centroids(
  embeddings: readonly Float32Array[],
  labels: readonly number[],
  weights: readonly number[] = embeddings.map(() => 1),
): Map<number, Float32Array> {
  const sums = new Map<number, Float64Array>();
  embeddings.forEach((e, i) => {
    const label = labels[i] ?? 0;
    const sum = sums.get(label) ?? new Float64Array(e.length);
    for (let d = 0; d < e.length; d += 1) sum[d] = (sum[d] ?? 0) + (e[d] ?? 0) * (weights[i] ?? 1);
    sums.set(label, sum);
  });
  return new Map(
    [...sums].map(([label, sum]) => {
      const norm = Math.sqrt(Math.max(dot(sum, sum), 1e-30));
      return [label, Float32Array.from(sum, (v) => v / norm)];
    }),
  );
}

/**
 * A group with less speech than `minSeconds` is not a speaker: a cough, a laugh, a few words
 * in another tone. Its windows join the most similar group that is a speaker. When no group
 * is big enough, the biggest one stands. Labels of the groups kept are unchanged.
 */
export function absorbSmallGroups(
  embeddings: readonly Float32Array[],
  labels: readonly number[],
  weights: readonly number[],
  minSeconds: number,
): number[] {
  const speech = new Map<number, number>();
  labels.forEach((label, i) => speech.set(label, (speech.get(label) ?? 0) + (weights[i] ?? 0)));
  let kept = [...speech].filter(([, seconds]) => seconds >= minSeconds).map(([label]) => label);
  if (kept.length === 0) {
    kept = [[...speech].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0];
  }
  const centres = centroids(embeddings, labels, weights);
  return labels.map((label, i) => {
    if (kept.includes(label)) return label;
    let bestLabel = kept[0] ?? 0;
    let bestSimilarity = -Infinity;
    for (const candidate of kept) {
      const value = cosine(embeddings[i] as Float32Array, centres.get(candidate) as Float32Array);
      if (value > bestSimilarity) {
        bestSimilarity = value;
        bestLabel = candidate;
      }
    }
    return bestLabel;
  });
}
