import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import IosShareIcon from '@mui/icons-material/IosShare';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ChartBaseIconButtonProps } from '@mui/x-charts/models';
import { chartsToolbarClasses } from '@mui/x-charts/Toolbar';

// The toolbar's icon buttons, drawn as outlined squares: a stand-in for a design system's own button.
const SquareIconButton = React.forwardRef<HTMLButtonElement, ChartBaseIconButtonProps>(
  function SquareIconButton(props, ref) {
    return (
      <IconButton
        ref={ref}
        {...props}
        size="small"
        sx={{ borderRadius: 1, border: 1, borderColor: 'divider', color: 'secondary.main' }}
      />
    );
  },
);

const products = Array.from({ length: 24 }, (_, index) => `P-${String(index + 1).padStart(2, '0')}`);
const units = products.map((_, index) => 40 + ((index * 37) % 90));

export default function ToolbarCustomElements() {
  return (
    <BarChartPro
      height={320}
      xAxis={[{ data: products, scaleType: 'band', zoom: true }]}
      series={[{ data: units, label: 'Units sold' }]}
      showToolbar
      slots={{
        baseIconButton: SquareIconButton,
        zoomInIcon: AddCircleOutlineIcon,
        zoomOutIcon: RemoveCircleOutlineIcon,
        exportIcon: IosShareIcon,
      }}
      sx={{ [`& .${chartsToolbarClasses.root}`]: { gap: 1, borderBottom: 1, borderColor: 'divider', pb: 0.5 } }}
    />
  );
}
