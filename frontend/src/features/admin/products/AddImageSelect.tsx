import { NativeSelectField } from '../../../components/NativeSelectField';

export interface ImageChoice {
  /** The picture path appended to the product's images. */
  value: string;
  label: string;
}

/**
 * A native select that appends the chosen picture to the product's images (it always shows its placeholder again):
 * the public objects' pictures, or the photos already uploaded.
 */
export function AddImageSelect({
  label,
  placeholder,
  options,
  onAdd,
}: {
  label: string;
  /** The first, empty option: 'Choose…', or why the list is missing. */
  placeholder: string;
  options: ImageChoice[];
  onAdd: (path: string) => void;
}) {
  return (
    <NativeSelectField
      size="small"
      label={label}
      value=""
      onChange={(value) => value && onAdd(value)}
      disabled={options.length === 0}
      shrinkLabel
      sx={{ minWidth: { sm: 360 }, mb: 2 }}
      fullWidth
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelectField>
  );
}
