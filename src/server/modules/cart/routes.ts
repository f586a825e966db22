import type { ModulePlugin } from '../../context';

// Filled in by the cart issue.
const cartRoutes: ModulePlugin = async () => undefined;

export default cartRoutes;
