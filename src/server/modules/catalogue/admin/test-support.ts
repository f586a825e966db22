import type { AdminProductInput } from '../../../../universal/contracts/admin/products';

/** A linen shirt as the console's product form sends it; a test gives its title, texts, options and variants. */
export const linenShirt = (product: Pick<AdminProductInput, 'title' | 'texts' | 'options' | 'variants'>) =>
  ({
    description: 'Washed linen, cut loose.',
    category: "men's clothing",
    brand: 'Atelier',
    image: '/catalog/images/1.svg',
    images: [],
    ...product,
  }) satisfies AdminProductInput;
