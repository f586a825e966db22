import type { ModulePlugin } from '../../context';

// Filled in by the auth issue.
const authRoutes: ModulePlugin = async () => undefined;

export default authRoutes;
