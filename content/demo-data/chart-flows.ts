import type { SankeyData } from '@mui/x-charts-pro';
import { createRandom } from './random';

/**
 * Flows between stages for Sankey diagrams (`Unstable_SankeyChart` in `@mui/x-charts-pro`).
 * Built layer by layer: each node of a layer splits what flows into it among the next layer's
 * nodes, so inflow equals outflow at every middle node and the graph has no cycles.
 */

/** Options of `createLayeredFlows`. */
export interface LayeredFlowsOptions {
  /** Node labels per stage, left to right; labels are the node ids, so keep them unique. */
  layers: readonly (readonly string[])[];
  /** Amount leaving each node of the first layer, as [min, max]. @default [50, 200] */
  sourceRange?: [number, number];
  /** Share of possible links left out, 0 to 1, so not everything connects to everything. @default 0.3 */
  sparsity?: number;
  /** @default 17 */
  seed?: number;
}

/** A link from one stage's node to the next stage's. */
export type FlowLink = { source: string; target: string; value: number };

/** Nodes and links; assignable to the Sankey series' `data` (`SankeyData`). */
export type FlowData = { nodes: { id: string; label: string }[]; links: FlowLink[] };

/** Nodes and links in the shape the Sankey series' `data` expects. */
export function createLayeredFlows({
  layers,
  sourceRange = [50, 200],
  sparsity = 0.3,
  seed = 17,
}: LayeredFlowsOptions): FlowData {
  const random = createRandom(seed);
  const inflow = new Map<string, number>();
  for (const label of layers[0] ?? []) {
    inflow.set(label, Math.round(sourceRange[0] + random() * (sourceRange[1] - sourceRange[0])));
  }
  const links: FlowLink[] = [];
  for (let layer = 0; layer + 1 < layers.length; layer += 1) {
    const targets = layers[layer + 1]!;
    for (const source of layers[layer]!) {
      const amount = inflow.get(source) ?? 0;
      // Every source keeps at least one target; the others drop out at the sparsity rate.
      const weights = targets.map((_, index) => (index === 0 || random() >= sparsity ? 0.2 + random() : 0));
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let left = amount;
      const used = targets.filter((_, index) => weights[index]! > 0);
      used.forEach((target, position) => {
        const share =
          position === used.length - 1
            ? left
            : Math.min(left, Math.round((amount * weights[targets.indexOf(target)]!) / total));
        left -= share;
        if (share <= 0) return;
        links.push({ source, target, value: share });
        inflow.set(target, (inflow.get(target) ?? 0) + share);
      });
    }
  }
  const nodes = layers.flat().map((label) => ({ id: label, label }));
  return { nodes, links } satisfies SankeyData;
}

/** A household energy balance: sources → carriers → uses, in TWh. */
export function createEnergyFlows(seed = 17): FlowData {
  return createLayeredFlows({
    seed,
    layers: [
      ['Solar', 'Wind', 'Hydro', 'Natural gas', 'Oil'],
      ['Electricity', 'Heat', 'Fuels'],
      ['Homes', 'Industry', 'Transport', 'Services', 'Losses'],
    ],
  });
}

/** Visitors of a web shop: where they came from → what they looked at → how the visit ended. */
export function createVisitorFlows(seed = 23): FlowData {
  return createLayeredFlows({
    seed,
    sourceRange: [400, 2400],
    layers: [
      ['Search', 'Social', 'Newsletter', 'Direct'],
      ['Home page', 'Product page', 'Blog'],
      ['Purchase', 'Left without buying'],
    ],
  });
}
