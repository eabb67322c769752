import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGridPremium, type DataGridPremiumProps, type GridInitialState } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

type PositionRule = NonNullable<DataGridPremiumProps['getAggregationPosition']>;

// The root group is the whole grid: its depth is -1. Studios are depth 0, directors depth 1.
const rules: Record<string, { label: string; rule: PositionRule }> = {
  default: {
    label: 'Grand total in the footer, groups on their own row (default)',
    rule: (node) => (node.depth === -1 ? 'footer' : 'inline'),
  },
  groupFooters: {
    label: 'A footer under each group, no grand total',
    rule: (node) => (node.depth === -1 ? null : 'footer'),
  },
  studiosOnly: {
    label: 'Studios only, on their own row',
    rule: (node) => (node.groupingField === 'studio' ? 'inline' : null),
  },
  oneStudio: {
    label: 'Only Northlight Pictures',
    rule: (node) => (node.groupingKey === 'Northlight Pictures' ? 'inline' : null),
  },
  totalOnly: {
    label: 'Only the grand total',
    rule: (node) => (node.depth === -1 ? 'footer' : null),
  },
};

const shownFields = ['title', 'studio', 'director', 'budget', 'gross'];
const columns = createMovieColumns().filter((column) => shownFields.includes(column.field));

const initialState: GridInitialState = {
  rowGrouping: { model: ['studio', 'director'] },
  aggregation: { model: { budget: 'sum', gross: 'sum' } },
  columns: { columnVisibilityModel: { studio: false, director: false } },
};

export default function AggregationPosition() {
  const [ruleName, setRuleName] = React.useState('groupFooters');
  const rule = rules[ruleName]?.rule;

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ mb: 1, minWidth: 320 }}>
        <InputLabel id="aggregation-position-label">Where totals go</InputLabel>
        <Select
          labelId="aggregation-position-label"
          label="Where totals go"
          value={ruleName}
          onChange={(event) => setRuleName(event.target.value)}
        >
          {Object.entries(rules).map(([name, { label }]) => (
            <MenuItem key={name} value={name}>
              {label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          rows={movieRows}
          columns={columns}
          initialState={initialState}
          defaultGroupingExpansionDepth={1}
          getAggregationPosition={rule}
          label="Films by studio and director"
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
