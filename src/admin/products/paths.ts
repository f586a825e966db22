/** Where the console's product screens are, under /admin. */
export const productsPath = {
  list: '/products',
  new: '/products/new',
  stock: '/products/stock',
  import: '/products/import',
  one: (id: number) => `/products/${id}`,
} as const;
