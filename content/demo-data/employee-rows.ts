import { firstNames, lastNames, nameSlug, offices } from './people-names';
import { createRandom, pick, randomDay, randomFloat, randomInt } from './random';

/** The `valueOptions` of the department column. */
export const departments = ['Engineering', 'Sales', 'Marketing', 'Finance', 'Support', 'People'] as const;
export type Department = (typeof departments)[number];

/** The `valueOptions` of the contract column; four in five people are full-time. */
export const contractTypes = ['Full-time', 'Part-time', 'Contractor'] as const;
export type ContractType = (typeof contractTypes)[number];

/** The `valueOptions` of the level column, junior to principal; salary ranges follow them. */
export const seniorityLevels = ['Junior', 'Mid', 'Senior', 'Lead', 'Principal'] as const;
export type SeniorityLevel = (typeof seniorityLevels)[number];

const jobTitles: Record<Department, readonly string[]> = {
  Engineering: ['Frontend Engineer', 'Backend Engineer', 'Site Reliability Engineer', 'QA Engineer'],
  Sales: ['Account Executive', 'Sales Engineer', 'Sales Development Rep'],
  Marketing: ['Content Strategist', 'Brand Designer', 'Growth Marketer'],
  Finance: ['Accountant', 'Financial Analyst', 'Payroll Specialist'],
  Support: ['Support Specialist', 'Technical Writer', 'Customer Success Manager'],
  People: ['Recruiter', 'HR Partner', 'Learning Coordinator'],
};

/** Yearly base salary range in USD per level: salaries grow with seniority, with overlap. */
const salaryRange: Record<SeniorityLevel, [number, number]> = {
  Junior: [42_000, 68_000],
  Mid: [58_000, 92_000],
  Senior: [80_000, 128_000],
  Lead: [105_000, 155_000],
  Principal: [135_000, 210_000],
};

/** One person in a company's HR system. Field names match the column fields in `employee-columns`. */
export type EmployeeRow = {
  id: number;
  name: string;
  email: string;
  phone: string;
  jobTitle: string;
  department: Department;
  level: SeniorityLevel;
  contract: ContractType;
  office: string;
  country: string;
  manager: string;
  age: number;
  /** Local-midnight date of the first working day. */
  hireDate: Date;
  /** Date and time of the last sign-in to the HR portal. */
  lastLogin: Date;
  /** Yearly base salary in USD. */
  salary: number;
  /** Yearly bonus as a share of the salary, 0 to 0.2. */
  bonusRate: number;
  vacationDaysLeft: number;
  /** Last review score, 1 to 5 (shown as stars). */
  performance: number;
  /** Share of this quarter's goals reached, 0 to 1 (shown as a bar). */
  goalProgress: number;
  remote: boolean;
  isAdmin: boolean;
};

const FIRST_HIRE = new Date(2012, 0, 2);
const LAST_HIRE = new Date(2024, 11, 20);
/** Sign-ins fall in the two weeks before this moment, so the data never depends on today's date. */
const NOW = Date.UTC(2025, 0, 15, 17, 30);

/**
 * Creates `count` employees. The same seed always gives the same people; 100,000 rows take well
 * under a second.
 * @param count How many rows. @default 100
 * @param seed Generator seed. @default 11
 */
export function createEmployeeRows(count = 100, seed = 11): EmployeeRow[] {
  const random = createRandom(seed);
  const rows: EmployeeRow[] = new Array(count);
  for (let index = 0; index < count; index += 1) {
    const first = pick(random, firstNames);
    const last = pick(random, lastNames);
    const department = pick(random, departments);
    const level = pick(random, seniorityLevels);
    const office = pick(random, offices);
    const [minSalary, maxSalary] = salaryRange[level];
    const contract = random() < 0.8 ? 'Full-time' : pick(random, contractTypes);
    rows[index] = {
      id: index + 1,
      name: `${first} ${last}`,
      email: `${nameSlug(first, last)}${index + 1}@example.com`,
      phone: `+1 555 ${String(randomInt(random, 0, 9999)).padStart(4, '0')}`,
      jobTitle: pick(random, jobTitles[department]),
      department,
      level,
      contract,
      office: office.city,
      country: office.country,
      manager: `${pick(random, firstNames)} ${pick(random, lastNames)}`,
      age: randomInt(random, 21, 64),
      hireDate: randomDay(random, FIRST_HIRE, LAST_HIRE),
      lastLogin: new Date(NOW - randomInt(random, 0, 14 * 24 * 60) * 60_000),
      salary: Math.round(randomInt(random, minSalary, maxSalary) / 500) * 500,
      bonusRate: contract === 'Contractor' ? 0 : randomFloat(random, 0, 0.2, 3),
      vacationDaysLeft: randomInt(random, 0, 30),
      performance: randomInt(random, 1, 5),
      goalProgress: randomFloat(random, 0, 1, 2),
      remote: random() < 0.35,
      isAdmin: random() < 0.08,
    };
  }
  return rows;
}
