import Box from '@mui/material/Box';

/** The X Docs mark: two crossing strokes in the primary colour, with the word mark. */
export function Logo() {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        fontWeight: 800,
        fontSize: 18,
        letterSpacing: '-0.02em',
      }}
    >
      <Box component="svg" viewBox="0 0 28 28" aria-hidden sx={{ width: 28, height: 28 }}>
        <rect width="28" height="28" rx="7" fill="currentColor" opacity={0.12} />
        <path d="M8 8 20 20M20 8 8 20" stroke="currentColor" strokeWidth={3.2} strokeLinecap="round" />
      </Box>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        X Docs
      </Box>
    </Box>
  );
}
