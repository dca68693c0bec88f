import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { KeyboardEvent, useEffect, useRef } from 'react';
import { useHeroCarousel } from './useHeroCarousel';
import { smallIconButtonSx } from '../../components/iconButtonSx';

export const HERO_IMAGES = Array.from({ length: 7 }, (_, i) => `/public-objects/hero/hero-${i + 1}.webp`);

/**
 * The full-bleed background slideshow behind the hero text. The pictures are decorative (empty alt); the dots and
 * the pause/play button are real buttons. A missing picture is hidden and counts as settled.
 */
export function HeroCarousel({ images = HERO_IMAGES }: { images?: string[] }) {
  const { index, ready, firstSettled, playing, settle, goTo, togglePlaying } = useHeroCarousel(images.length);
  const frame = useRef<HTMLDivElement>(null);
  // Pictures the browser loaded from the server's HTML before hydration fired their load events unseen: count them
  // at mount, so the rotation (which waits for every picture) still starts.
  useEffect(() => {
    frame.current?.querySelectorAll<HTMLImageElement>('img[data-testid="hero-image"]').forEach((image, i) => {
      if (!image.complete) return;
      if (image.naturalWidth === 0) image.style.visibility = 'hidden';
      settle(i);
    });
  }, [settle]);

  return (
    <Box
      ref={frame}
      aria-roledescription="carousel"
      aria-label="Scenes from a Natural House home"
      sx={{ position: 'absolute', inset: 0 }}
    >
      {/* The other slides join once the first picture is in: until then they would share the phone's link with the
          picture the page waits for (its largest paint) and with the scripts. */}
      {images.map(
        (src, i) =>
          (i === 0 || firstSettled) && (
            <Box
              key={src}
              component="img"
              src={src}
              srcSet={`${src.replace(/\.webp$/, '-800w.webp')} 800w, ${src} 1600w`}
              sizes="100vw"
              width={1600}
              height={900}
              alt=""
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              data-testid="hero-image"
              data-active={i === index}
              onLoad={() => settle(i)}
              onError={(event) => {
                event.currentTarget.style.visibility = 'hidden';
                settle(i);
              }}
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                opacity: i === index ? 1 : 0,
                transition: 'opacity 1s ease-in-out',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            />
          ),
      )}
      <Box
        sx={{
          position: 'absolute',
          right: { xs: 12, md: 32 },
          bottom: { xs: 12, md: 28 },
          zIndex: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          bgcolor: 'rgba(20,28,22,0.55)',
          borderRadius: 999,
          px: 1,
          py: 0.25,
        }}
      >
        {ready && <SlideDots count={images.length} index={index} onChoose={goTo} />}
        <ButtonBase
          onClick={togglePlaying}
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
          centerRipple
          sx={{ ...smallIconButtonSx, color: '#fff', minWidth: 32, minHeight: 32 }}
        >
          {playing ? <PauseRoundedIcon fontSize="small" /> : <PlayArrowRoundedIcon fontSize="small" />}
        </ButtonBase>
      </Box>
    </Box>
  );
}

/** Where each key moves from dot `i` of `n`. */
const KEY_STEPS = new Map<string, number>([
  ['ArrowRight', 1],
  ['ArrowDown', 1],
  ['ArrowLeft', -1],
  ['ArrowUp', -1],
]);

/**
 * The slide picker: one tab stop (the current dot, a roving tabindex), arrow keys, Home and End move between the
 * dots and show that slide, so Tab from the hero reaches 'Shop Collection' without crossing seven buttons.
 */
function SlideDots({ count, index, onChoose }: { count: number; index: number; onChoose: (i: number) => void }) {
  const dots = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS.get(event.key);
    const target =
      event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : step ? (index + step + count) % count : -1;
    if (target < 0) return;
    event.preventDefault();
    onChoose(target);
    dots.current[target]?.focus();
  };
  return (
    <Box role="group" aria-label="Choose a slide" onKeyDown={onKeyDown} sx={{ display: 'flex', gap: 0.5 }}>
      {Array.from({ length: count }, (_, i) => (
        <ButtonBase
          key={i}
          ref={(node: HTMLButtonElement | null) => {
            dots.current[i] = node;
          }}
          tabIndex={i === index ? 0 : -1}
          onClick={() => onChoose(i)}
          aria-label={`Show image ${i + 1} of ${count}`}
          aria-current={i === index ? 'true' : undefined}
          sx={{
            width: 24,
            height: 24,
            borderRadius: '50%',
            '&::after': {
              content: '""',
              width: i === index ? 10 : 8,
              height: i === index ? 10 : 8,
              borderRadius: '50%',
              bgcolor: i === index ? '#fff' : 'rgba(255,255,255,0.6)',
            },
          }}
        />
      ))}
    </Box>
  );
}
