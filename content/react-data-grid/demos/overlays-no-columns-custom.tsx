import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

// Three empty table columns, drawn in SVG, above a message of our own.
function EmptyColumnsOverlay() {
  return (
    <Box
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}
    >
      <Box component="svg" viewBox="0 0 120 60" aria-hidden sx={{ width: 120, color: 'text.disabled' }}>
        {[8, 46, 84].map((x) => (
          <rect
            key={x}
            x={x}
            y={6}
            width={28}
            height={48}
            rx={4}
            fill="none"
            stroke="currentColor"
            strokeDasharray="4 3"
            strokeWidth={2}
          />
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        This report has no columns yet. Pick some fields to get started.
      </Typography>
    </Box>
  );
}

export default function OverlaysNoColumnsCustom() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={[]} columns={[]} label="Report" slots={{ noColumnsOverlay: EmptyColumnsOverlay }} />
    </Box>
  );
}
