import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { palette } from '../../theme/theme';
import { NAV_LINKS } from './siteLinks';

/** The small-screen menu sheet, 16rem wide (docs/product.md, Screens); a modal dialog like the cart. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: '16rem', bgcolor: 'background.default' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h4" component="h2">
          Menu
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Main" sx={{ display: 'flex', flexDirection: 'column', px: 1 }}>
        {NAV_LINKS.map((link) => (
          <Box
            key={link.to}
            component={NavLink}
            to={link.to}
            end={link.to === '/'}
            onClick={onClose}
            sx={{
              px: 2,
              py: 1.5,
              borderRadius: 2,
              color: 'text.primary',
              textDecoration: 'none',
              fontWeight: 600,
              fontSize: '1.05rem',
              '&.active': { bgcolor: palette.sageLight, color: palette.sageDark, fontWeight: 600 },
            }}
          >
            {link.label}
          </Box>
        ))}
      </Box>
    </Drawer>
  );
}
