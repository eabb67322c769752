/**
 * Three small trees that each break one of Rich Tree View's default field names, so the items page can show
 * `getItemId`, `getItemLabel` and `getItemChildren` one at a time.
 */

/** A hardware shop's shelves: the unique key is `sku`, the rest uses the default names. */
export interface ShelfItem {
  sku: string;
  label: string;
  children?: ShelfItem[];
}

export const hardwareShelves: ShelfItem[] = [
  {
    sku: 'SH-01',
    label: 'Fasteners',
    children: [
      { sku: 'FX-210', label: 'Wood screws, 4 × 40 mm' },
      { sku: 'FX-211', label: 'Wall plugs, 6 mm' },
      { sku: 'FX-305', label: 'Hex bolts, M8' },
    ],
  },
  {
    sku: 'SH-02',
    label: 'Hand tools',
    children: [
      { sku: 'HT-010', label: 'Claw hammer' },
      { sku: 'HT-044', label: 'Spirit level, 60 cm' },
    ],
  },
];

/** A glossary of plant names: the text to show lives in `commonName`, next to the Latin name. */
export interface PlantEntry {
  id: string;
  commonName: string;
  latinName: string;
  children?: PlantEntry[];
}

export const plantGlossary: PlantEntry[] = [
  {
    id: 'herbs',
    commonName: 'Herbs',
    latinName: 'Herbae',
    children: [
      { id: 'basil', commonName: 'Basil', latinName: 'Ocimum basilicum' },
      { id: 'thyme', commonName: 'Thyme', latinName: 'Thymus vulgaris' },
    ],
  },
  {
    id: 'trees',
    commonName: 'Trees',
    latinName: 'Arbores',
    children: [
      { id: 'oak', commonName: 'English oak', latinName: 'Quercus robur' },
      { id: 'birch', commonName: 'Silver birch', latinName: 'Betula pendula' },
    ],
  },
];

/** A bicycle's bill of materials: sub-parts are listed under `parts`. */
export interface BikePart {
  id: string;
  label: string;
  parts?: BikePart[];
}

export const bicycleParts: BikePart[] = [
  {
    id: 'frame-set',
    label: 'Frame set',
    parts: [
      { id: 'frame', label: 'Frame' },
      { id: 'fork', label: 'Fork' },
      { id: 'headset', label: 'Headset' },
    ],
  },
  {
    id: 'drivetrain',
    label: 'Drivetrain',
    parts: [
      { id: 'crankset', label: 'Crankset' },
      { id: 'chain', label: 'Chain' },
      { id: 'cassette', label: 'Cassette', parts: [{ id: 'cog-11', label: '11-tooth cog' }] },
    ],
  },
];
