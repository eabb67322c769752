import Drawer from '@mui/material/Drawer';
import { NAV_WIDTH, NavContent } from './nav-drawer';

/** Side navigation below `lg`: a temporary drawer (loaded when first opened). */
export default function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: false }}
      sx={{ display: { xs: 'block', lg: 'none' }, '& .MuiDrawer-paper': { width: NAV_WIDTH } }}
    >
      <NavContent onNavigate={onClose} />
    </Drawer>
  );
}
