import type { GridColDef } from '@mui/x-data-grid';
import type { DemoDataset } from './demo-dataset';
import { createActionsColumn, type DemoRowAction } from './grid-actions-column';
import { renderProgressCell, renderRatingCell } from './grid-cells';
import { formatPercent, formatUsdWhole } from './grid-formatters';
import { contractTypes, createEmployeeRows, departments, seniorityLevels, type EmployeeRow } from './employee-rows';
import { officeCities } from './people-names';

/**
 * Column definitions for `createEmployeeRows`: every grid column type (string, number, date,
 * dateTime, boolean, singleSelect, actions) and two custom cells (stars and a progress bar).
 * @param onAction Called by the row actions ("edit", "delete").
 */
export function createEmployeeColumns(
  onAction?: (action: DemoRowAction, id: EmployeeRow['id']) => void,
): GridColDef<EmployeeRow>[] {
  return [
    { field: 'name', headerName: 'Name', width: 170 },
    { field: 'jobTitle', headerName: 'Job title', width: 200 },
    { field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: [...departments], width: 130 },
    { field: 'level', headerName: 'Level', type: 'singleSelect', valueOptions: [...seniorityLevels], width: 100 },
    { field: 'salary', headerName: 'Salary', type: 'number', width: 120, valueFormatter: formatUsdWhole },
    { field: 'bonusRate', headerName: 'Bonus', type: 'number', width: 90, valueFormatter: formatPercent },
    { field: 'performance', headerName: 'Performance', type: 'number', width: 140, renderCell: renderRatingCell },
    { field: 'goalProgress', headerName: 'Goals reached', type: 'number', width: 160, renderCell: renderProgressCell },
    { field: 'hireDate', headerName: 'Hired', type: 'date', width: 110 },
    { field: 'lastLogin', headerName: 'Last sign-in', type: 'dateTime', width: 180 },
    { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
    { field: 'office', headerName: 'Office', type: 'singleSelect', valueOptions: officeCities, width: 120 },
    { field: 'country', headerName: 'Country', width: 130 },
    { field: 'contract', headerName: 'Contract', type: 'singleSelect', valueOptions: [...contractTypes], width: 110 },
    { field: 'manager', headerName: 'Manager', width: 160 },
    { field: 'email', headerName: 'E-mail', width: 240 },
    { field: 'phone', headerName: 'Phone', width: 130 },
    { field: 'age', headerName: 'Age', type: 'number', width: 70 },
    { field: 'vacationDaysLeft', headerName: 'Vacation days left', type: 'number', width: 150 },
    { field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 80 },
    createActionsColumn<EmployeeRow>(onAction ? (action, id) => onAction(action, Number(id)) : undefined),
  ];
}

/** People in an HR system: 21 columns of every type, up to 100,000 rows. */
export const employeeDataset: DemoDataset<EmployeeRow> = {
  name: 'employees',
  createRows: createEmployeeRows,
  createColumns: () => createEmployeeColumns(),
};
