import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { ReactNode } from 'react';
import { LoadError } from './LoadError';
import { ProductGridSkeleton } from './ProductGridSkeleton';

interface ProductGridProps {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  /** How many placeholder cards while loading (home 4, list 5). */
  placeholders: number;
  loadingLabel: string;
  errorMessage: string;
  onRetry: () => void;
  sx: SxProps<Theme>;
  children: ReactNode;
}

/** A grid of product cards with its loading, error and empty states. */
export function ProductGrid({
  isLoading,
  isError,
  isEmpty,
  placeholders,
  loadingLabel,
  errorMessage,
  onRetry,
  sx,
  children,
}: ProductGridProps) {
  if (isLoading) return <ProductGridSkeleton count={placeholders} label={loadingLabel} sx={sx} />;
  if (isError) return <LoadError message={errorMessage} onRetry={onRetry} />;
  if (isEmpty) {
    return (
      <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
        No products available at the moment.
      </Typography>
    );
  }
  return <Box sx={sx}>{children}</Box>;
}
