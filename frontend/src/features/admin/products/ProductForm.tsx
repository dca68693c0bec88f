import { ShopButton } from '../../../components/ShopButton';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SubmitEvent, ReactNode, useState, type ComponentProps } from 'react';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { OutlinedTextField } from '../../../components/OutlinedTextField';
import { serverErrorText } from '../../../api/errorText';
import { AdminProductDto, useCreateProductMutation, useUpdateProductMutation } from '../../../api/adminApi';
import { useToast } from '../../../store/toasts/useToast';
import { isInputError, isLockError } from '../shared/adminErrors';
import { splitList } from '../shared/adminFormat';
import { ProductImages } from './ProductImages';
import { PhotoUploads } from './PhotoUploads';
import { InventorySection } from './InventorySection';
import { inventoryPayload, inventoryRowError, inventoryRows } from './inventoryForm';
import {
  altSuggestion,
  categoryOptions,
  EMPTY_PRODUCT,
  productFormValues,
  productPayload,
  ProductFormErrors,
  ProductFormValues,
  validateProduct,
} from './productForm';

interface ProductFormProps {
  /** The product being edited; absent when creating. */
  product?: AdminProductDto;
  onDone: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 2, p: 0 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Stack>
  );
}

/** Create or edit a product (docs/product.md,  and Input rules): five sections, comma-separated lists. */
export function ProductForm({ product, onDone }: ProductFormProps) {
  const editing = product !== undefined;
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productFormValues(product) : EMPTY_PRODUCT));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  // Stock is set once the product exists (its sizes saved): the edit form's 'Inventory' section.
  const [loadedInventory, setLoadedInventory] = useState(() => inventoryRows(product?.inventory ?? []));
  const [inventory, setInventory] = useState(loadedInventory);
  const [serverError, setServerError] = useState<string | undefined>();
  const [create, creation] = useCreateProductMutation();
  const [update, updating] = useUpdateProductMutation();
  const toast = useToast();
  const saving = creation.isLoading || updating.isLoading;
  const addImage = (path: string) => {
    setValues((current) => ({ ...current, images: [...splitList(current.images), path].join(', ') }));
    setErrors((current) => ({ ...current, images: undefined }));
  };

  function field(
    key: Exclude<keyof ProductFormValues, 'imageAlts'>,
    label: string,
    props: Pick<ComponentProps<typeof OutlinedTextField>, 'required' | 'multiline' | 'minRows' | 'htmlInput'> & {
      md?: number;
      helperText?: string;
    } = {},
  ) {
    const { md = 6, helperText, ...rest } = props;
    return (
      <Grid size={{ xs: 12, md }}>
        <OutlinedTextField
          label={label}
          value={values[key]}
          onChange={(event) => changeField(key, event.target.value)}
          error={Boolean(errors[key])}
          fullWidth
          {...rest}
          helperText={errors[key] ?? helperText}
        />
      </Grid>
    );
  }

  function changeField(key: Exclude<keyof ProductFormValues, 'imageAlts'>, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setServerError(undefined);
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const found = validateProduct(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || inventory.some((row) => inventoryRowError(row))) return;
    const levels = inventoryPayload(inventory, loadedInventory, productPayload(values).sizes ?? []);
    const payload = { ...productPayload(values), ...(levels.length ? { inventory: levels } : {}) };
    const result = product
      ? await update({ id: product.id, updateProductDto: payload })
      : await create({ createProductDto: payload });
    if ('error' in result && result.error !== undefined) {
      if (isLockError(result.error)) return;
      if (isInputError(result.error)) setServerError(serverErrorText(result.error));
      toast({
        title: editing ? 'Failed to update product' : 'Failed to create product',
        description: 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast(
      editing
        ? { title: 'Product updated!', description: 'The product has been updated successfully.' }
        : { title: 'Product created!', description: 'The new product is now available.' },
    );
    onDone();
  }

  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby="product-form-title"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="product-form-title" variant="h5" component="h2" sx={{ mb: 3 }}>
          {editing ? 'Edit Product' : 'Create New Product'}
        </Typography>
        <Stack spacing={3} divider={<Divider />}>
          <Section title="Basic Information">
            {field('name', 'Name', { required: true, md: 12 })}
            {field('description', 'Description', { multiline: true, minRows: 3, md: 12 })}
            {field('price', 'Price ($)', {
              required: true,
              md: 4,
              htmlInput: { inputMode: 'decimal' },
              helperText: 'For example 18.00',
            })}
            {field('refillPrice', 'Refill price ($)', {
              md: 4,
              htmlInput: { inputMode: 'decimal' },
              helperText: 'Price of the 3 liter refill box',
            })}
            <Grid size={{ xs: 12, md: 4 }}>
              <NativeSelectField
                label="Category"
                value={values.category}
                onChange={(value) => changeField('category', value)}
                error={Boolean(errors.category)}
                helperText={errors.category}
                fullWidth
              >
                {categoryOptions(values.category).map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </NativeSelectField>
            </Grid>
          </Section>
          <Section title="Images">
            {field('images', 'Image paths', {
              required: true,
              md: 12,
              multiline: true,
              helperText:
                'Comma-separated; the first is the main image, e.g. /public-objects/products/hand-soap-42.webp',
            })}
            <PhotoUploads chosen={splitList(values.images)} onAdd={addImage} />
            <ProductImages
              paths={values.images}
              onAdd={addImage}
              onChange={(paths) => setValues((current) => ({ ...current, images: paths.join(', ') }))}
              alts={values.imageAlts}
              altSuggestion={altSuggestion(values)}
              altError={errors.imageAlts}
              onAltChange={(path, alt) => {
                setValues((current) => ({ ...current, imageAlts: { ...current.imageAlts, [path]: alt } }));
                setErrors((current) => ({ ...current, imageAlts: undefined }));
              }}
            />
          </Section>
          <Section title="Fragrance Details">
            {field('scentNumber', 'Scent number', { md: 4, helperText: 'For example 42' })}
            {field('availableScents', 'Available scents', {
              md: 4,
              helperText: 'Comma-separated, e.g. 09, 42, 62, 92',
            })}
            {field('fragranceFamily', 'Fragrance family', { md: 4 })}
            {field('topNotes', 'Top notes', { md: 4 })}
            {field('heartNotes', 'Heart notes', { md: 4 })}
            {field('baseNotes', 'Base notes', { md: 4 })}
          </Section>
          <Section title="Product Details">
            {field('sizes', 'Sizes', { md: 12, helperText: 'Comma-separated, e.g. 16 oz, Refill Box' })}
            {field('ritual', 'Ritual (how to use)', { multiline: true, minRows: 2 })}
            {field('ingredients', 'Ingredients', { multiline: true, minRows: 2 })}
            {field('sustainability', 'Sustainability', { multiline: true, minRows: 2 })}
            {field('safety', 'Safety', { multiline: true, minRows: 2 })}
          </Section>
          {product && inventory.length > 0 && (
            <Section title="Inventory">
              <InventorySection
                productId={product.id}
                rows={inventory}
                onChange={setInventory}
                onAdjusted={(size, quantity) =>
                  setLoadedInventory((rows) => rows.map((row) => (row.size === size ? { ...row, quantity } : row)))
                }
              />
            </Section>
          )}
          <Section title="Candle Details (Optional)">
            {field('burnTime', 'Burn time', { helperText: 'For example Approximately 45-50 hours' })}
            {field('wickType', 'Wick type')}
          </Section>
        </Stack>
        {serverError && (
          <Typography role="alert" color="error" sx={{ mt: 2 }}>
            {serverError}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <ShopButton type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : editing ? 'Update Product' : 'Create Product'}
          </ShopButton>
          {editing && (
            <ShopButton variant="outlined" onClick={onDone} disabled={saving}>
              Cancel Edit
            </ShopButton>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
