/**
 * A small hand-written organisation for tree data demos: each person's `path` lists their managers'
 * names from the top, then their own, so prose can point at people by name. Names are invented.
 */
export type StaffTreeRow = {
  id: number;
  path: string[];
  role: string;
  office: 'Lisbon' | 'Porto' | 'Rotterdam' | 'Osaka';
  /** Year the person joined. */
  joined: number;
};

export const staffTreeRows: StaffTreeRow[] = [
  { id: 1, path: ['Ines'], role: 'Managing director', office: 'Lisbon', joined: 2009 },
  { id: 2, path: ['Ines', 'Walter'], role: 'Head of operations', office: 'Porto', joined: 2012 },
  { id: 3, path: ['Ines', 'Walter', 'Yuki'], role: 'Warehouse lead', office: 'Osaka', joined: 2016 },
  { id: 4, path: ['Ines', 'Walter', 'Yuki', 'Daan'], role: 'Picker', office: 'Rotterdam', joined: 2021 },
  { id: 5, path: ['Ines', 'Walter', 'Yuki', 'Sora'], role: 'Picker', office: 'Osaka', joined: 2019 },
  { id: 6, path: ['Ines', 'Walter', 'Bram'], role: 'Fleet planner', office: 'Rotterdam', joined: 2014 },
  { id: 7, path: ['Ines', 'Odile'], role: 'Head of finance', office: 'Lisbon', joined: 2011 },
  { id: 8, path: ['Ines', 'Odile', 'Kwame'], role: 'Accountant', office: 'Lisbon', joined: 2018 },
  { id: 9, path: ['Ines', 'Odile', 'Zara'], role: 'Payroll officer', office: 'Porto', joined: 2022 },
  { id: 10, path: ['Marta'], role: 'Board advisor', office: 'Rotterdam', joined: 2015 },
  { id: 11, path: ['Marta', 'Anouk'], role: 'Research analyst', office: 'Rotterdam', joined: 2020 },
  { id: 12, path: ['Marta', 'Ren'], role: 'Research analyst', office: 'Osaka', joined: 2017 },
  { id: 13, path: ['Felipe'], role: 'Works council chair', office: 'Porto', joined: 2010 },
  { id: 14, path: ['Felipe', 'Lotte'], role: 'Staff representative', office: 'Lisbon', joined: 2013 },
];
