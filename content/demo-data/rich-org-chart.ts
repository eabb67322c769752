/**
 * A small organisation chart for the Rich Tree View pages. Its shape deliberately differs from the
 * default `{ id, label, children }` so demos can show `getItemId`, `getItemLabel` and `getItemChildren`.
 */
export interface RichEmployee {
  employeeId: string;
  name: string;
  role: string;
  /** People who are away cannot be picked in the demos: they are rendered disabled. */
  away?: boolean;
  reports?: RichEmployee[];
}

export const richOrgChart: RichEmployee[] = [
  {
    employeeId: 'e-100',
    name: 'Amara Okafor',
    role: 'Chief Executive',
    reports: [
      {
        employeeId: 'e-110',
        name: 'Lucas Meyer',
        role: 'Head of Engineering',
        reports: [
          { employeeId: 'e-111', name: 'Priya Nair', role: 'Frontend Lead' },
          { employeeId: 'e-112', name: 'Tomás Ruiz', role: 'Backend Lead', away: true },
          { employeeId: 'e-113', name: 'Mei Chen', role: 'Site Reliability' },
        ],
      },
      {
        employeeId: 'e-120',
        name: 'Sofia Rossi',
        role: 'Head of Design',
        away: true,
        reports: [
          { employeeId: 'e-121', name: 'Jonas Berg', role: 'Product Designer' },
          { employeeId: 'e-122', name: 'Aisha Bello', role: 'Design Systems' },
        ],
      },
      {
        employeeId: 'e-130',
        name: 'Daniel Kim',
        role: 'Head of Sales',
        reports: [
          { employeeId: 'e-131', name: 'Elena Petrova', role: 'Account Executive' },
          { employeeId: 'e-132', name: 'Noah Williams', role: 'Sales Engineer' },
        ],
      },
    ],
  },
];
