import { baseApi } from './baseApi';

/** The artwork manifest the server publishes with the public objects (infra/artwork/generate-artwork.mjs). */
interface ArtworkManifest {
  images: Record<string, { alt?: string }>;
}

export interface PublicImage {
  path: string;
  alt: string;
}

/** The public objects' pictures (without their smaller variants), for the product form's image picker. */
export const publicImagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPublicImages: build.query<PublicImage[], undefined>({
      query: () => ({ url: '/public-objects/manifest.json' }),
      transformResponse: (manifest: ArtworkManifest) =>
        Object.entries(manifest.images)
          .map(([path, image]) => ({ path, alt: image.alt ?? '' }))
          .sort((a, b) => a.path.localeCompare(b.path)),
    }),
  }),
});

export const { useListPublicImagesQuery } = publicImagesApi;
