import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

const options = [
  { key: 'hideFooter', label: 'hideFooter' },
  { key: 'hideFooterRowCount', label: 'hideFooterRowCount' },
  { key: 'hideFooterSelectedRowCount', label: 'hideFooterSelectedRowCount' },
  { key: 'hideFooterPagination', label: 'hideFooterPagination' },
] as const;

type FooterOption = (typeof options)[number]['key'];

export default function CustomSubcomponentsFooterProps() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 5 });
  const [hidden, setHidden] = React.useState<Record<FooterOption, boolean>>({
    hideFooter: false,
    hideFooterRowCount: false,
    hideFooterSelectedRowCount: false,
    hideFooterPagination: false,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row>
        {options.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            label={<code>{label}</code>}
            control={
              <Switch
                size="small"
                checked={hidden[key]}
                onChange={(event) => setHidden({ ...hidden, [key]: event.target.checked })}
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees"
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pagination
          pageSizeOptions={[10, 20]}
          {...hidden}
        />
      </Box>
    </Box>
  );
}
