import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SearchArticleDto, SearchProductDto } from '../../api/searchApi';
import { ProductImage } from '../../components/ProductImage';
import { TextLink } from '../../components/TextLink';
import { formatMoney } from '../../lib/money';

/** The products found, as a list of links with a picture, the scent and the price. */
export function ProductResults({ products }: { products: SearchProductDto[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {products.map((product) => (
        <Box
          component="li"
          key={product.slug}
          sx={{ display: 'grid', gridTemplateColumns: '64px 1fr', gap: 2, alignItems: 'center' }}
        >
          <ProductImage src={product.image} alt="" sizes="64px" />
          <Box>
            <TextLink to={`/products/${encodeURIComponent(product.slug)}`} sx={{ fontWeight: 600 }}>
              {product.name}
            </TextLink>
            <Typography variant="body2" color="text.secondary">
              {[product.scentName, product.category, `from ${formatMoney(product.price)}`].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The journal articles found, as a list of links. */
export function ArticleResults({ articles }: { articles: SearchArticleDto[] }) {
  return (
    <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }}>
      {articles.map((article) => (
        <li key={article.slug}>
          <TextLink to={`/journal/${article.slug}`}>{article.title}</TextLink>
        </li>
      ))}
    </Box>
  );
}
