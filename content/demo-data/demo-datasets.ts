import { commodityDataset } from './commodity-columns';
import { employeeDataset } from './employee-columns';
import { movieDataset } from './movie-columns';

/**
 * Every dataset by name, for tests, benchmarks and pages that let the reader switch datasets.
 * A demo that shows one dataset imports it directly (`employeeDataset`…) to keep its sandbox small.
 */
export const demoDatasets = {
  employees: employeeDataset,
  commodities: commodityDataset,
  movies: movieDataset,
};

/** The names of `demoDatasets`. */
export type DemoDatasetName = keyof typeof demoDatasets;
