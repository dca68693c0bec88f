import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useId, useRef, useState, type SyntheticEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSearchQuery } from '../../api/searchApi';
import { iconButtonSx } from '../../components/iconButtonSx';
import { PageContainer } from '../../components/PageContainer';
import { visuallyHidden } from '../../components/visuallyHidden';
import { focusRing } from '../../theme/theme';
import { SEARCH_QUERY_MAX_LENGTH, searchPath, searchQueryOf } from './searchQuery';

/** Wait after the last key before asking: a word typed at speed is one request, not one per letter. */
const DEBOUNCE_MS = 250;
/** Suggestions of each kind (products, articles). */
const SUGGESTIONS = 5;

interface Suggestion {
  id: string;
  label: string;
  detail: string;
  to: string;
}

/**
 * The header's search field with its suggestions (a combobox and its listbox, ARIA 1.2's pattern): products and
 * articles as the shopper types, then 'See all results'. Enter on a suggestion opens it; Enter otherwise opens
 * /search?q=; Escape closes. Loaded only when the shopper opens the search.
 */
export function HeaderSearch({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();

  useEffect(() => {
    input.current?.focus();
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(searchQueryOf(typed)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { data } = useSearchQuery({ q: asked, limit: SUGGESTIONS }, { skip: asked === '' });
  const found = asked !== '' && data?.query === asked ? data : undefined;
  const suggestions: Suggestion[] = found
    ? [
        ...found.products.map((p) => ({
          id: `product-${p.slug}`,
          label: p.name,
          detail: p.scentName ?? p.category,
          to: `/products/${encodeURIComponent(p.slug)}`,
        })),
        ...found.articles.map((a) => ({
          id: `article-${a.slug}`,
          label: a.title,
          detail: 'Journal',
          to: `/journal/${a.slug}`,
        })),
        {
          id: 'all',
          label: `See all results for “${asked}”`,
          detail: `${found.productTotal + found.articleTotal} found`,
          to: searchPath(asked),
        },
      ]
    : [];
  const open = suggestions.length > 0;
  const activeIndex = active < suggestions.length ? active : -1;

  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const query = searchQueryOf(typed);
    if (activeIndex >= 0) go(suggestions[activeIndex].to);
    else if (query !== '') go(searchPath(query));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      // Positions run from the field itself (-1) through the last suggestion, round and round.
      const positions = suggestions.length + 1;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(((activeIndex + 1 + step + positions) % positions) - 1);
    }
  };

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', py: 1.5 }}>
      <PageContainer maxWidth="lg">
        <Box
          component="form"
          role="search"
          action="/search"
          method="get"
          onSubmit={submit}
          sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Box component="label" htmlFor={`${listId}-input`} sx={visuallyHidden}>
            Search products and articles
          </Box>
          <Box
            component="input"
            ref={input}
            id={`${listId}-input`}
            name="q"
            type="search"
            role="combobox"
            autoComplete="off"
            placeholder="Search lavender, No. 92, refill…"
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeIndex >= 0 ? `${listId}-${suggestions[activeIndex].id}` : undefined}
            value={typed}
            onChange={(event: { target: { value: string } }) => {
              setTyped(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            sx={{
              flex: 1,
              minWidth: 0,
              font: 'inherit',
              fontSize: '1rem',
              px: 2,
              py: 1.25,
              borderRadius: 999,
              border: 1,
              borderColor: 'grey.500',
              bgcolor: 'background.paper',
              color: 'text.primary',
              '&:focus-visible': focusRing,
            }}
          />
          <ButtonBase centerRipple aria-label="Close search" onClick={onClose} sx={iconButtonSx}>
            <CloseIcon />
          </ButtonBase>
          <Box
            component="ul"
            role="listbox"
            id={listId}
            aria-label="Suggestions"
            hidden={!open}
            sx={{
              position: 'absolute',
              top: '100%',
              left: 0,
              right: 48,
              mt: 0.5,
              p: 0.5,
              listStyle: 'none',
              bgcolor: 'background.paper',
              borderRadius: 2,
              boxShadow: 6,
              zIndex: 1,
              maxHeight: '70vh',
              overflowY: 'auto',
            }}
          >
            {suggestions.map((suggestion, index) => (
              <Box
                component="li"
                role="option"
                key={suggestion.id}
                id={`${listId}-${suggestion.id}`}
                aria-selected={index === activeIndex}
                onMouseDown={(event: { preventDefault: () => void }) => event.preventDefault()}
                onClick={() => go(suggestion.to)}
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 2,
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  cursor: 'pointer',
                  fontWeight: suggestion.id === 'all' ? 600 : 400,
                  '&:hover, &[aria-selected="true"]': { bgcolor: 'rgba(62,91,71,0.10)' },
                }}
              >
                <span>{suggestion.label}</span>
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem', whiteSpace: 'nowrap' }}>
                  {suggestion.detail}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </PageContainer>
    </Box>
  );
}
