import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTranslations } from '../config/docs-context';
import { HEADER_HEIGHT } from '../theme/theme-constants';
import { NAV_WIDTH, NavContent } from './nav-content';

/** Side navigation below `lg`: a temporary drawer (loaded when first opened), from the start edge, with a close button. */
export default function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations();
  return (
    <Drawer
      variant="temporary"
      // The start edge: the right-to-left Emotion cache mirrors `left` to the right (src/theme/emotion-cache.ts).
      anchor="left"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: false }}
      sx={{
        display: { xs: 'block', lg: 'none' },
        '& .MuiDrawer-paper': { width: NAV_WIDTH, maxWidth: '85vw', display: 'flex', flexDirection: 'column' },
      }}
    >
      <Box
        data-slot="nav-drawer-header"
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          minHeight: HEADER_HEIGHT,
          px: 1,
          flexShrink: 0,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton onClick={onClose} aria-label={t.closeNavigation} data-slot="nav-drawer-close">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <NavContent onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
