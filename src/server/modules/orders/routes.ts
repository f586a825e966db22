import type { ModulePlugin } from '../../context';

// Filled in by the orders issue.
const ordersRoutes: ModulePlugin = async () => undefined;

export default ordersRoutes;
