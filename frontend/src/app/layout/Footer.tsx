import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageContainer } from '../../components/PageContainer';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PinterestIcon from '@mui/icons-material/Pinterest';
import { Link as RouterLink } from 'react-router-dom';
import { TAGLINE } from '../../head/pageMeta';
import { palette } from '../../theme/theme';
import { Logo } from '../../components/Logo';
import { visuallyHidden } from '../../components/visuallyHidden';
import { NewsletterForm } from '../../features/newsletter';
import { ShopEmailLink } from '../../features/policies';
import { ADMIN_LINKS, HELP_LINKS, LEARN_LINKS, SISTER_BRANDS, SOCIAL_LINKS } from './siteLinks';
import { TikTokIcon } from './TikTokIcon';
import { iconButtonSx } from '../../components/iconButtonSx';

const SOCIAL_ICONS = {
  Instagram: InstagramIcon,
  TikTok: TikTokIcon,
  Pinterest: PinterestIcon,
  Facebook: FacebookIcon,
} as const;
const LIGHT_TEXT = '#E9EFE7';

const headingSx = {
  color: palette.white,
  fontFamily: '"Inter", sans-serif',
  fontSize: '0.8rem',
  fontWeight: 600,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  mb: 2,
} as const;
/** Plain anchors styled here: MUI's Link (and its Typography variants) is not worth its weight in the shell. */
const linkSx = {
  color: LIGHT_TEXT,
  display: 'inline-block',
  py: 0.5,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const;

interface FooterLinkListProps<Link> {
  id: string;
  heading: string;
  links: readonly Link[];
  keyOf: (link: Link) => string;
  render: (link: Link) => ReactNode;
}

/** A titled list of links in its own landmark: the footer's columns differ only in how one link is drawn. */
function FooterLinkList<Link>({ id, heading, links, keyOf, render }: FooterLinkListProps<Link>) {
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} component="h2" sx={headingSx}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map((link) => (
          <li key={keyOf(link)}>{render(link)}</li>
        ))}
      </Box>
    </Box>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: palette.sageDark, color: LIGHT_TEXT, mt: 'auto' }}>
      <PageContainer maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 6 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.3fr 0.8fr 0.9fr 1.5fr' },
          }}
        >
          <Box>
            <Logo color={palette.white} size="lg" />
            <Typography sx={{ mt: 2, maxWidth: 300 }}>{TAGLINE}</Typography>
            <Typography variant="body2" sx={{ mt: 1.5, color: LIGHT_TEXT }}>
              Hand-poured in small batches since 2007, in Indiana.
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, mt: 2, ml: -1 }}>
              {SOCIAL_LINKS.map(({ href, network }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <ButtonBase
                    key={network}
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Natural House on ${network} (opens in a new tab)`}
                    centerRipple
                    sx={{ ...iconButtonSx, color: LIGHT_TEXT }}
                  >
                    <Icon />
                  </ButtonBase>
                );
              })}
            </Box>
          </Box>
          <FooterLinkList
            id="footer-learn"
            heading="Learn & Explore"
            links={LEARN_LINKS}
            keyOf={(link) => link.to}
            render={(link) => (
              <Box component={RouterLink} to={link.to} sx={linkSx}>
                {link.label}
              </Box>
            )}
          />
          <FooterLinkList
            id="footer-sisters"
            heading="Sister Brands"
            links={SISTER_BRANDS}
            keyOf={(brand) => brand.href}
            render={(brand) => (
              <Box component="a" href={brand.href} target="_blank" rel="noopener noreferrer" sx={linkSx}>
                {brand.label}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (opens in a new tab)
                </Box>
              </Box>
            )}
          />
          <Box component="section" aria-labelledby="footer-newsletter">
            <Typography id="footer-newsletter" component="h2" sx={headingSx}>
              Newsletter
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Seasonal scents, refill reminders and a 15% discount code for your first order.
            </Typography>
            <NewsletterForm tone="dark" />
          </Box>
        </Box>
        <Box
          sx={{
            mt: 6,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.18)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="body2">© {year} Natural House. All rights reserved.</Typography>
          <Box
            component="nav"
            aria-label="Help"
            sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, typography: 'body2' }}
          >
            {HELP_LINKS.map((link) => (
              <Box key={link.to} component={RouterLink} to={link.to} sx={linkSx}>
                {link.label}
              </Box>
            ))}
            <ShopEmailLink sx={linkSx} />
          </Box>
          <Box component="nav" aria-label="Staff" sx={{ display: 'flex', gap: 0.5 }}>
            {ADMIN_LINKS.map((link) => (
              <Box
                key={link.to}
                component={RouterLink}
                to={link.to}
                aria-label={link.label}
                sx={{
                  width: 24,
                  height: 24,
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '50%',
                  '&::after': {
                    content: '""',
                    width: 6,
                    height: 6,
                    borderRadius: '50%',
                    bgcolor: 'rgba(255,255,255,0.55)',
                  },
                  '&:hover::after': { bgcolor: palette.white },
                }}
              />
            ))}
          </Box>
        </Box>
      </PageContainer>
    </Box>
  );
}
