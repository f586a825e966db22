import type { ModulePlugin } from '../../context';

// Filled in by the wishlist issue.
const wishlistRoutes: ModulePlugin = async () => undefined;

export default wishlistRoutes;
