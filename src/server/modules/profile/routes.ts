import type { ModulePlugin } from '../../context';

// Filled in by the profile issue.
const profileRoutes: ModulePlugin = async () => undefined;

export default profileRoutes;
