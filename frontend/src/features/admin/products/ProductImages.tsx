import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useListPublicImagesQuery } from '../../../api/publicImages';
import { ProductImage } from '../../../components/ProductImage';
import { AddImageSelect } from './AddImageSelect';
import { splitList } from '../shared/adminFormat';
import { ShopButton } from '../../../components/ShopButton';
import { OutlinedTextField } from '../../../components/OutlinedTextField';

/**
 * Under the product form's image paths: a picker of the public objects' pictures (appends the path) and a preview
 * of every path typed, first (the main image) first, so a typo shows as a missing picture before saving; each can
 * be made the main picture or removed.
 */
export function ProductImages({
  paths,
  onAdd,
  onChange,
  alts,
  altSuggestion,
  altError,
  onAltChange,
}: {
  paths: string;
  onAdd: (path: string) => void;
  /** The list reordered or with a picture removed. */
  onChange: (paths: string[]) => void;
  /** Alt text per path: required for every picture, offered from the product's name and scent. */
  alts: Record<string, string>;
  altSuggestion: string;
  altError?: string;
  onAltChange: (path: string, alt: string) => void;
}) {
  const images = useListPublicImagesQuery(undefined);
  const chosen = splitList(paths);
  const offered = (images.data ?? []).filter((image) => !chosen.includes(image.path));
  return (
    <Grid size={{ xs: 12 }}>
      <AddImageSelect
        label="Add a public image"
        placeholder={images.isError ? 'The image list could not be loaded' : 'Choose an image…'}
        options={offered.map((image) => ({
          value: image.path,
          label: `${image.path.replace('/public-objects/', '')}${image.alt ? ` (${image.alt})` : ''}`,
        }))}
        onAdd={onAdd}
      />
      {chosen.length > 0 && (
        <Box component="ul" aria-label="Image preview" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, p: 0 }}>
          {chosen.map((path, index) => (
            <Box component="li" key={path} sx={{ listStyle: 'none', width: 200 }}>
              <Box sx={{ width: 88 }}>
                <ProductImage src={path} alt={index === 0 ? 'Main image' : `Image ${index + 1}`} sizes="88px" />
              </Box>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {index === 0 ? 'Main' : `Image ${index + 1}`}
              </Typography>
              <OutlinedTextField
                size="small"
                required
                label={index === 0 ? 'Alt text of the main image' : `Alt text of image ${index + 1}`}
                value={alts[path] ?? ''}
                onChange={(event) => onAltChange(path, event.target.value)}
                error={Boolean(altError) && !(alts[path] ?? '').trim()}
                placeholder={altSuggestion}
                htmlInput={{ maxLength: 300 }}
                sx={{ my: 1 }}
                fullWidth
              />
              {!(alts[path] ?? '').trim() && altSuggestion && (
                <ShopButton
                  size="small"
                  onClick={() => onAltChange(path, altSuggestion)}
                  aria-label={`Use '${altSuggestion}' as the alt text of ${index === 0 ? 'the main image' : `image ${index + 1}`}`}
                >
                  Use suggestion
                </ShopButton>
              )}
              {index > 0 && (
                <ShopButton
                  size="small"
                  onClick={() => onChange([path, ...chosen.filter((_, other) => other !== index)])}
                  aria-label={`Make image ${index + 1} the main picture`}
                >
                  Make main
                </ShopButton>
              )}
              <ShopButton
                size="small"
                onClick={() => onChange(chosen.filter((_, other) => other !== index))}
                aria-label={index === 0 ? 'Remove the main image' : `Remove image ${index + 1}`}
              >
                Remove
              </ShopButton>
            </Box>
          ))}
        </Box>
      )}
      {altError && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {altError}
        </Typography>
      )}
    </Grid>
  );
}
